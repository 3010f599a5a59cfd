// Builds the site and adds every URL it publishes to content/permalinks.json (never removing one).
import { spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, UPDATE_PERMALINKS: '1' } });
process.exit(build.status ?? 1);
