// From source: the global setup is loaded before the config's 'source' condition applies to imports.
import { startTestServer } from './packages/db/src/client/test-server.js';

/**
 * One PostgreSQL server for the whole run (an embedded one, or TEST_DATABASE_URL's) with a migrated template;
 * every test file copies the template into a database of its own (openTestDatabase). The workers inherit
 * these variables.
 */
export default async function setup() {
  const server = await startTestServer(process.env.TEST_DATABASE_URL || undefined);
  process.env.TEST_DATABASE_URL = server.url;
  process.env.TEST_DATABASE_TEMPLATE = server.template;
  return () => server.stop();
}
