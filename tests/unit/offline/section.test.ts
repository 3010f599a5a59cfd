import { describe, expect, it } from 'vitest';
import { offlineSectionView, type OfflineSectionStrings } from '../../../src/lib/offline/section';

const strings: OfflineSectionStrings = {
  saved: 'Saved: {{what}}, on {{when}}.',
  none: 'Nothing saved.',
  replaces: '{{what}} is not saved. Saving it replaces {{other}}, saved on {{when}}.',
  what: { es: { ocs: 'OCS (es)', gdb: 'GdB (es)' }, ru: { ocs: 'OCS (ru)', gdb: 'GdB (ru)' } },
};
const when = (iso: string) => iso.slice(0, 10);
const ocsEs = { lang: 'es', game: 'ocs', savedAt: '2026-11-30T18:00:00.000Z' } as const;

describe('a game section of the offline copy', () => {
  it('offers saving, and nothing to remove, while nothing is saved', () => {
    expect(offlineSectionView(null, 'es', 'gdb', strings, when)).toEqual({ status: 'Nothing saved.', canRemove: false });
  });

  it('shows its own saved copy, with its date, and removes it', () => {
    expect(offlineSectionView(ocsEs, 'es', 'ocs', strings, when)).toEqual({ status: 'Saved: OCS (es), on 2026-11-30.', canRemove: true });
  });

  it('in the other game, names the saved copy that saving would replace, and removes nothing', () => {
    expect(offlineSectionView(ocsEs, 'es', 'gdb', strings, when)).toEqual({ status: 'GdB (es) is not saved. Saving it replaces OCS (es), saved on 2026-11-30.', canRemove: false });
  });

  it('names the saved copy in its own language when the same game is saved in the other', () => {
    expect(offlineSectionView(ocsEs, 'ru', 'ocs', strings, when)).toEqual({ status: 'OCS (ru) is not saved. Saving it replaces OCS (es), saved on 2026-11-30.', canRemove: false });
  });
});
