import pg from 'pg';

/**
 * The PostgreSQL server the API tests use (docs/product.md#test-rules): TEST_DATABASE_URL or the
 * local one.
 */
export const postgresAdminUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function isPostgresReachable(adminUrl = postgresAdminUrl()): Promise<boolean> {
  try {
    await withAdminClient(adminUrl, (client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}
