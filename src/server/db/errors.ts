/**
 * What a database failure means for the client. Drivers report failures by code: PostgreSQL's
 * SQLSTATE (https://www.postgresql.org/docs/current/errcodes-appendix.html), Node's socket codes.
 */

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);

/** pg raises these without a code when a connection drops, cannot be made in time, or stops answering. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/**
 * The database cannot be reached or dropped the connection (restart, failover, network): the
 * request may succeed later. SQLSTATE classes 08 (connection exception) and 57P (operator
 * intervention: shutdown, terminated backend, not yet accepting connections), 53300 (too many
 * connections), 3D000 (the database is gone: dropped, or being restored), and socket errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code.startsWith('08') || code.startsWith('57P') || code === '53300' || code === '3D000' || SOCKET_CODES.has(code))
    return true;
  const message = (error as { message?: unknown } | null)?.message;
  return !code && typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

/**
 * PostgreSQL refused a value the request carried (SQLSTATE class 22, data exception: a NUL
 * character in text, a number past the column's range). SQLite stores such values; PostgreSQL
 * answers for them, and the fault is the input's, not the server's.
 */
export function isInvalidValue(error: unknown): boolean {
  return /^22[0-9A-Z]{3}$/.test(codeOf(error));
}

/** A unique constraint refused the insert (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
