// Builds the site when dist/ is missing or older than its inputs, then serves dist/ on http://localhost:4321.
// The preview server compresses nothing ahead, so this build skips precompression.
import { preview } from 'astro';
import { ensureBuilt } from './ensure-built.mjs';

const port = Number(process.env.PORT ?? 4321);

ensureBuilt({ precompressed: false });
const server = await preview({ server: { port, host: process.env.HOST ?? 'localhost' }, logLevel: 'warn' });
console.log(`Serving dist/ on http://localhost:${server.port}/ (Ctrl+C to stop)`);
