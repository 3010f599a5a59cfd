import { describe, expect, it } from 'vitest';
import { savedFileOfLink } from '../../../src/lib/offline/saved-pages';

const page = 'https://rules.example/es/search/?q=reserva';

describe('the saved file of a result link', () => {
  it('is the page file of a document, whatever clause the fragment names', () => {
    expect(savedFileOfLink('/es/ocs/reaction-phase/#reserve-mode', page)).toBe('https://rules.example/es/ocs/reaction-phase/index.html');
    expect(savedFileOfLink('/ru/gdb/movement-phase/8-5-e/', page)).toBe('https://rules.example/ru/gdb/movement-phase/8-5-e/index.html');
  });

  it('is the page file of a tool, whatever state its query carries', () => {
    expect(savedFileOfLink('/es/tools/combat/?code=AL1o1#combat-tool', page)).toBe('https://rules.example/es/tools/combat/index.html');
  });

  it('is the file itself when the link names one', () => {
    expect(savedFileOfLink('/es/ocs/print/quick-reference/index.html', page)).toBe('https://rules.example/es/ocs/print/quick-reference/index.html');
  });

  it('is none for another site', () => {
    expect(savedFileOfLink('https://other.example/es/', page)).toBeNull();
  });
});
