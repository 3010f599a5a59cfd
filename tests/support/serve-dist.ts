import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
import { serveSite } from '../../scripts/lib/site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the built site (dist/) for the build and browser tests, on a free loopback port, as `npm start` serves it. */
export default async function serveDist(project: TestProject) {
  if (!existsSync('dist/clauses.json')) throw new Error('dist/ is not built: run `npm test` (it builds first) or `npm run build`.');
  const server = await serveSite('dist');
  project.provide('baseURL', server.baseURL);
  return server.stop;
}
