import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
import { preview } from 'astro';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the built site (dist/) for the build and browser tests, on a free loopback port. */
export default async function serveDist(project: TestProject) {
  if (!existsSync('dist/clauses.json')) throw new Error('dist/ is not built: run `npm test` (it builds first) or `npm run build`.');
  const server = await preview({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  project.provide('baseURL', `http://127.0.0.1:${server.port}`);
  return async () => server.stop();
}
