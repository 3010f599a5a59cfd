import { describe, expect, it } from 'vitest';
import { htmlForIndex } from '../../../src/lib/search/index-html';

describe('htmlForIndex', () => {
  it('separates adjacent table cells so their words stay apart', () => {
    expect(htmlForIndex('<tr><th scope="col">Командующий</th><th scope="col">Количество</th></tr><tr><td>2</td><TD>x</TD></tr>')).toBe(
      '<tr><th scope="col">Командующий</th> <th scope="col">Количество</th></tr><tr><td>2</td> <TD>x</TD></tr>',
    );
  });

  it('leaves everything else as it is', () => {
    const html = '<p>a</p><p>b</p><thead><tr><th>x</th></tr></thead><table><tbody></tbody></table>';
    expect(htmlForIndex(html)).toBe(html);
  });
});
