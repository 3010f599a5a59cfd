import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import pLimit from 'p-limit';
import { dirname, join } from 'node:path';
import { filesBelow } from '../lib/files-below';
import { linkOrCopy } from '../lib/linked-files';

/** What the post-build steps start from: each file of the rendered site, by path, as its size and time. */
export type SiteFiles = Map<string, string>;

/** Files read, stated or copied at once: the disk, not the CPU, is what they wait for. */
const FILES_AT_ONCE = 32;

/**
 * The site as rendered, before the post-build steps: its files by path (each as size and time, to tell later what
 * the steps wrote), and one hash of them all with `inputs` (the steps' code and settings), which names the steps'
 * results in the cache.
 * @example const { files, key } = await renderedSite('dist', [buildInputsKey(), lockfile, site])
 */
export async function renderedSite(root: string, inputs: readonly string[]): Promise<{ files: SiteFiles; key: string }> {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(`${input}\n`);
  const names = filesBelow(root);
  const read = await pLimit(FILES_AT_ONCE).map(names, (file) => Promise.all([readFile(join(root, file)), stat(join(root, file))]));
  const files: SiteFiles = new Map();
  names.forEach((file, index) => {
    const [body, info] = read[index]!;
    hash.update(`${file}\n`).update(body).update('\n');
    files.set(file, `${info.size}:${info.mtimeMs}`);
  });
  return { files, key: hash.digest('hex') };
}

/**
 * Copies into `root` what the post-build steps wrote when they last started from the same site and inputs (`key`),
 * if the cache holds it. Returns how many files it copied, or `null` when the cache does not hold it.
 * @example await restorePostBuild('dist', 'node_modules/.cache/rules-post-build', key) // 742
 */
export async function restorePostBuild(root: string, cacheDir: string, key: string): Promise<number | null> {
  const saved = join(cacheDir, key);
  if (!existsSync(saved)) return null;
  const files = filesBelow(saved);
  const limit = pLimit(FILES_AT_ONCE);
  await limit.map([...new Set(files.map((file) => dirname(join(root, file))))], (folder) => mkdir(folder, { recursive: true }));
  const now = new Date();
  // Dated now, as the build's other files: what tells a built site from its inputs by time (scripts/ensure-built.mjs) must
  // not see the results of an earlier build.
  await limit.map(files, async (file) => {
    await linkOrCopy(join(saved, file), join(root, file));
    await utimes(join(root, file), now, now);
  });
  return files.length;
}

/**
 * Keeps what the post-build steps wrote (files new or changed since `before`) in the cache under `key`, in place of
 * what an earlier build kept: the cache holds the last build's results only. Written whole, then renamed, so that
 * a build stopped meanwhile leaves nothing to restore.
 * @example await savePostBuild('dist', 'node_modules/.cache/rules-post-build', key, files) // 742
 */
export async function savePostBuild(root: string, cacheDir: string, key: string, before: SiteFiles): Promise<number> {
  const partial = join(cacheDir, `${key}.${process.pid}.partial`);
  await rm(cacheDir, { recursive: true, force: true });
  const names = filesBelow(root);
  const infos = await pLimit(FILES_AT_ONCE).map(names, (file) => stat(join(root, file)));
  const written = names.filter((file, index) => before.get(file) !== `${infos[index]!.size}:${infos[index]!.mtimeMs}`);
  await mkdir(partial, { recursive: true });
  for (const folder of new Set(written.map((file) => dirname(join(partial, file))))) await mkdir(folder, { recursive: true });
  await pLimit(FILES_AT_ONCE).map(written, (file) => linkOrCopy(join(root, file), join(partial, file)));
  await rename(partial, join(cacheDir, key));
  return written.length;
}
