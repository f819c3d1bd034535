import pg from 'pg';

// Suites on PostgreSQL each work in a database of their own on the test server, created for the
// suite and dropped after it, so that no suite sees another's rows.

const onServer = async (adminUrl: string, statement: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/** A new, empty database `name` on the PostgreSQL server of `adminUrl`; returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await onServer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops `name` even while something is still connected to it (a killed server's pool, say). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onServer(adminUrl, `drop database if exists ${name} with (force)`);
}
