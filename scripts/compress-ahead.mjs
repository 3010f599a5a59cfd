// The process src/integrations/compress-ahead.ts starts while Astro renders: `compress-ahead.mjs <root> <cacheDir> <since>`.
// It compresses the pages as they are written until its parent says 'stop', then sends how many it compressed.
let stopped = false;
// Listening before anything loads: a 'stop' sent meanwhile (a build that renders nothing) is not lost.
process.on('message', (message) => {
  if (message === 'stop') stopped = true;
});
// A parent gone (a build stopped) leaves nothing to compress for.
process.on('disconnect', () => {
  stopped = true;
});
const { compressAhead } = await import('../src/integrations/compress-ahead.ts');
const [root, cacheDir, since] = process.argv.slice(2);
const compressed = await compressAhead({ root, cacheDir, since: Number(since), stopped: () => stopped });
if (process.connected) process.send(compressed, () => process.disconnect());
