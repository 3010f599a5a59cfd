import { copyFile, link, rename, rm, writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';

/**
 * Puts a file at a second place as a hard link (a copy takes 0.3 s for the base site's 11 MB, mostly the cards; a
 * link next to nothing), or as a copy where links cannot be made (another file system). The two names then share
 * one content: whatever replaces either later writes a new file ({@link writeAnew}), never into it.
 * @example await linkOrCopy('node_modules/.cache/og-cards/3f….png', 'dist/es/ocs/reaction-phase/card.png')
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      await rm(to);
      return linkOrCopy(from, to);
    }
    await copyFile(from, to);
  }
}

/**
 * Writes a file as a new one, not into the one there: if that was put there by {@link linkOrCopy}, its other
 * name (a cache's) keeps its content.
 * @example await writeAnew('dist/clauses.json.gz', compressed)
 */
export async function writeAnew(file: string, body: Uint8Array | string): Promise<void> {
  await rm(file, { force: true });
  await writeFile(file, body);
}

/** How many files this thread wrote whole: each passing name is its own. */
let writes = 0;

/**
 * Writes a file whole under a passing name, then renames it into place: a reader (another build sharing a cache, or
 * the next step of this one) finds the old file, none, or the new one whole, never half of it.
 * @example await writeWhole('node_modules/.cache/og-cards/3f….png', png)
 */
export async function writeWhole(file: string, body: Uint8Array | string): Promise<void> {
  const partial = `${file}.${process.pid}.${threadId}.${(writes += 1)}.tmp`;
  await writeFile(partial, body);
  await rename(partial, file);
}
