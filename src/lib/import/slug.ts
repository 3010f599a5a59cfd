/** Latin spellings of Cyrillic letters, so a Russian heading gives a readable ASCII slug. */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Slugs stay short enough to read in a URL; longer headings keep their first words. */
const MAX_SLUG_WORDS = 5;

/**
 * An ASCII clause id made from a heading in any script: lowercase words joined by hyphens.
 * Returns an empty string when the heading has no letters or digits.
 * @example slugify('Liberación de la Reserva:') // 'liberacion-de-la-reserva'
 * @example slugify('Тактические марши') // 'takticheskie-marshi'
 */
export function slugify(heading: string): string {
  const latin = [...heading.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((char) => CYRILLIC_TO_LATIN[char] ?? char)
    .join('');
  return latin
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_SLUG_WORDS)
    .join('-');
}

/**
 * Hands out ids that are unique within one document: a repeat gets `-2`, `-3`, …; or, with its own `separator`, a
 * repeated clause number `-repeat-2` (`10-2-2` would read as clause 10.2.2).
 * @example const next = uniqueIds(); next('a'); next('a') // 'a-2'
 * @example const next = uniqueIds(); next('10-2'); next('10-2', '-repeat-') // '10-2-repeat-2'
 */
export function uniqueIds(): (wanted: string, separator?: string) => string {
  const used = new Set<string>();
  return (wanted, separator = '-') => {
    let id = wanted;
    for (let n = 2; used.has(id); n++) id = `${wanted}${separator}${n}`;
    used.add(id);
    return id;
  };
}
