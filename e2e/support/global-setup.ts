import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the journeys point the browser: the server started here, or E2E_BASE_URL. */
    baseUrl: string;
  }
}

/** One server for the whole run: booting PGlite and seeding the demo shop is the slow part. */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    return;
  }
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
