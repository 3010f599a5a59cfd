import { describe, expect, it } from 'vitest';
import { UNREACHABLE_ATTRIBUTE, markedUnreachable } from '../../../src/lib/offline/saved-copy';

describe('markedUnreachable', () => {
  it('marks the page\'s root element, and nothing else', () => {
    const page = '<!doctype html>\n<html lang="es" data-theme="light"><head><title>x</title></head><body><p>html</p></body></html>';
    const marked = markedUnreachable(page);
    expect(marked).toBe(page.replace('<html lang', `<html ${UNREACHABLE_ATTRIBUTE} lang`));
    expect(marked.split(UNREACHABLE_ATTRIBUTE)).toHaveLength(2);
  });
});
