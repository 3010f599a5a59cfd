// Builds the site when dist/ is missing or older than its inputs, then serves dist/ on http://localhost:4321 as the
// deploy does (scripts/lib/site-server.ts).
import { ensureBuilt } from './ensure-built.mjs';
import { siteServer } from './lib/site-server.ts';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

// The server compresses nothing ahead, so this build skips precompression.
ensureBuilt({ precompressed: false });
const server = siteServer('dist');
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving dist/ on http://${host}:${actualPort}/ (Ctrl+C to stop)`);
});
