import { copyFile, link, rm, writeFile } from 'node:fs/promises';

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
