/**
 * How a new build replaces the one a server serves, so that pages readers already have keep working: a page of the
 * last release, open in a tab or in a browser's cache (five minutes), loads its scripts and its search index's files by
 * the names of its own build, which the new one no longer has.
 */

/** Files named by their content: a release never changes one, and pages of earlier releases may still ask for it. */
const HASHED = /^_astro\/|^pagefind\/[^/]+\/(?:fragment|index|filter)\/|\.pf_meta(?:\.(?:gz|br))?$/u;

/** How long a hashed file the new build no longer has stays served (a day: far longer than any page is cached). */
export const KEEP_SUPERSEDED_MS = 24 * 60 * 60 * 1000;

/** What a deploy does, in order, and what it remembers for the next one. */
export interface DeployPlan {
  /** The new build's hashed files: copied first, so that no new page is served before the files it loads. */
  copyFirst: string[];
  /** Then every other file of the new build (pages, data, names that do not change). */
  copyThen: string[];
  /** Files of the served folder to remove: the last build's other files, and hashed files superseded a day ago. */
  remove: string[];
  /** The hashed files kept although the new build has them no more, with when a deploy first found them superseded. */
  superseded: Record<string, string>;
}

/**
 * The plan of a deploy of `build` (its files, relative paths) over `served` (the folder's files), given when each
 * kept file was first superseded (`superseded`, from the last deploy) and the time now.
 * @example deployPlan(['_astro/a2.js', 'es/index.html'], ['_astro/a1.js', 'es/index.html'], {}, new Date('2026-12-02T10:00:00Z'))
 * // { copyFirst: ['_astro/a2.js'], copyThen: ['es/index.html'], remove: [], superseded: { '_astro/a1.js': '2026-12-02T10:00:00.000Z' } }
 */
export function deployPlan(build: readonly string[], served: readonly string[], superseded: Readonly<Record<string, string>>, now: Date): DeployPlan {
  const inBuild = new Set(build);
  const plan: DeployPlan = { copyFirst: build.filter((file) => HASHED.test(file)), copyThen: build.filter((file) => !HASHED.test(file)), remove: [], superseded: {} };
  for (const file of served) {
    if (inBuild.has(file)) continue;
    if (!HASHED.test(file)) {
      plan.remove.push(file);
      continue;
    }
    // First found superseded now, or as the last deploy noted (a note that is no date counts as now).
    const noted = superseded[file];
    const since = noted !== undefined && !Number.isNaN(Date.parse(noted)) ? noted : now.toISOString();
    if (now.getTime() - Date.parse(since) >= KEEP_SUPERSEDED_MS) plan.remove.push(file);
    else plan.superseded[file] = since;
  }
  return plan;
}
