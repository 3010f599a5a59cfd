import { describe, expect, it } from 'vitest';
import { underPageTitle } from '../../src/lib/headings';

describe('underPageTitle', () => {
  it('drops the widget title, keeps its id for the page title and renumbers the rest from h2', () => {
    const { id, html } = underPageTitle('<section aria-labelledby="t"><h2 id="t">Tool</h2><p>x</p><h3>Part</h3><h4>Step</h4></section>');
    expect(id).toBe('t');
    expect(html).toBe('<section aria-labelledby="t"><p>x</p><h2>Part</h2><h3>Step</h3></section>');
  });

  it('leaves a widget without headings as it is', () => {
    expect(underPageTitle('<p>x</p>')).toEqual({ id: undefined, html: '<p>x</p>' });
  });
});
