// Puts the built site (dist/) in the folder a server serves, replacing the last release so that pages readers
// already have keep working: the new build's hashed files go in first, then its pages; the last build's other files
// go, and its hashed files stay a day (src/lib/deploy-plan.ts). What it keeps, and since when, is noted beside the
// folder, in `<folder>.deploy.json`, where the server does not serve it.
// Usage: npm run deploy -- <folder the server serves>
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deployPlan } from '../src/lib/deploy-plan.ts';
import { filesBelow } from '../src/lib/files-below.ts';

/** Where a deploy notes the hashed files it keeps, beside the served folder. */
export const deployRecord = (target) => `${resolve(target)}.deploy.json`;

/** Writes a file whole under a passing name, then renames it into place: the server never sends half of it. */
function put(from, to) {
  const body = readFileSync(from);
  // A file the release did not change stays as it is (its date, which caches revalidate against, too).
  if (existsSync(to) && readFileSync(to).equals(body)) return;
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(`${to}.deploying`, body);
  renameSync(`${to}.deploying`, to);
}

/** The last deploy's note of the hashed files it kept; a note that does not read fails naming it. */
function readRecord(record) {
  try {
    const noted = JSON.parse(readFileSync(record, 'utf8'));
    if (noted === null || typeof noted !== 'object' || Array.isArray(noted)) throw new Error('not an object of file → date');
    return noted;
  } catch (error) {
    throw new Error(`${record}: ${error.message} (remove it to keep nothing of earlier releases)`);
  }
}

/** Removes the folders a removal left empty, up to the served folder. */
function pruneEmpty(folder, root) {
  for (let at = folder; at !== root && at.startsWith(root) && existsSync(at) && readdirSync(at).length === 0; at = dirname(at)) rmdirSync(at);
}

/**
 * Deploys the build in `build` to `target` (see deployPlan), as at `now`; returns the plan it carried out.
 * @example deploy('dist', '/srv/wargame-rules') // { copyFirst: […], copyThen: […], remove: […], superseded: {…} }
 */
export function deploy(build, target, now = new Date()) {
  if (!existsSync(join(build, 'clauses.json'))) throw new Error(`${build} holds no built site: run npm run build first`);
  const root = resolve(target);
  if (existsSync(root) && !statSync(root).isDirectory()) throw new Error(`${target} is a file, not the folder the server serves`);
  mkdirSync(root, { recursive: true });
  const record = deployRecord(root);
  const superseded = existsSync(record) ? readRecord(record) : {};
  const plan = deployPlan(filesBelow(build), filesBelow(root), superseded, now);
  for (const file of [...plan.copyFirst, ...plan.copyThen]) put(join(build, file), join(root, file));
  for (const file of plan.remove) {
    rmSync(join(root, file), { force: true });
    pruneEmpty(dirname(join(root, file)), root);
  }
  writeFileSync(record, `${JSON.stringify(plan.superseded, null, 2)}\n`);
  return plan;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: npm run deploy -- <folder the server serves>');
    process.exit(1);
  }
  try {
    const plan = deploy('dist', target);
    console.log(`${target}: ${plan.copyFirst.length + plan.copyThen.length} files of the new build; ${plan.remove.length} removed; ${Object.keys(plan.superseded).length} hashed files of earlier releases kept for the pages readers still have (${deployRecord(target)})`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
