/**
 * Whether an error means the database cannot be reached (the server down, the network cut, the
 * pool unable to connect), as opposed to a query's own failure: the API answers those 503.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATE class 08 (connection exception), the server shutting down or starting, too many connections. */
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;

/** node-postgres reports a lost or impossible connection with these messages and no code. */
const LOST_CONNECTION = /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Connection ended/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Not `instanceof Error`: the driver's errors may come from another realm (a test's module registry).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}
