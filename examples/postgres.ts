// A pg pool whose own timeouts bound every query, health checks too.
import pg from 'pg';

export function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    // Give up opening a connection after 2 s.
    connectionTimeoutMillis: 2000,
    // Stop waiting for an answer after 2 s, and close that connection.
    query_timeout: 2000,
    // Have the server cancel any statement that runs longer than 2 s.
    statement_timeout: 2000,
  });
  // A connection that breaks while idle (the server stopped) reports
  // here: without a listener, its error would end the process.
  pool.on('error', (error) =>
    console.warn(`database: ${error.message}`),
  );
  return pool;
}
