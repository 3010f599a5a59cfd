/**
 * JSON a page embeds for its scripts, in a `<script type="application/json">`: escaped so that no text in
 * it can close the element or open a comment, whatever the messages or values contain.
 * @example jsonForScript({ text: '</script>' }) // '{"text":"\\u003c/script>"}'
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Reads the JSON a page embedded with `jsonForScript`, or null when it is missing or malformed.
 * @example readScriptJson(document.querySelector('script[data-widget-config]')) // { lang: 'es', source: '/es/search/config.json' }
 */
export function readScriptJson(element: Element | null): unknown {
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the configuration a widget's component embedded for its script: the JSON in the
 * `<script type="application/json" data-widget-config>` that is a direct child of the widget's root
 * (`src/components/WidgetConfig.astro` writes it). Every widget gets its configuration this one way;
 * a JSON script block is data, so the Content-Security-Policy needs no inline script.
 * @example readWidgetConfig(document.querySelector('[data-combat-tool]')) // { lang: 'es', … }
 */
export function readWidgetConfig(root: Element | null): unknown {
  return readScriptJson(root?.querySelector(':scope > script[data-widget-config]') ?? null);
}
