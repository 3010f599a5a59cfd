const cache = new Map<string, Promise<unknown>>();

/**
 * Computes a value once per build and key; later callers share the first result.
 * @example const html = await once(`doc:${path}`, () => Astro.slots.render('default'))
 */
export function once<T>(key: string, compute: () => Promise<T>): Promise<T> {
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as Promise<T>;
}
