// The worker thread of the cache warming (cache-warming.ts). Node strips the types of the site's modules itself;
// their extensionless imports need the resolver the scripts use too.
import { parentPort, workerData } from 'node:worker_threads';

await import('../../scripts/ts-imports.mjs');
const { warmCaches } = await import('./cache-warming.ts');
let stopping = false;
parentPort.on('message', (message) => {
  if (message === 'stop') stopping = true;
});
parentPort.postMessage(await warmCaches(workerData, () => stopping));
parentPort.close();
