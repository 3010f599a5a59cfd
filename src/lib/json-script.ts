/**
 * JSON for a `<script type="application/json">` data block: `<` is escaped, so no string inside can
 * close the element or open a comment.
 * @example jsonScriptContent({ a: '</script>' }) // '{"a":"\\u003c/script>"}'
 */
export function jsonScriptContent(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
