// Telling "the database cannot be reached" apart from a bug, so that the API and the pages answer
// 503 with Retry-After (come back soon) instead of 500 (something is broken).

/** Network errors of the driver, and the SQLSTATE classes of a server that is down, starting or full. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
const SERVER_STATES = new Set(["57P01", "57P02", "57P03", "53300", "53000"]);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection refused/i,
  /Client has encountered a connection error/i,
];

/**
 * Seconds a client is asked to wait (Retry-After) while the database cannot be reached: the API's
 * 503s, a page that could not render, a page rendered without it. One value, so they all agree.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

const DOWN_AT = Symbol.for("basis-point.database-unavailable-at");
type GlobalWithMark = typeof globalThis & { [DOWN_AT]?: number };

/** Whether an error (or one it wraps, as drizzle does in `cause`) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (
    let current: unknown = error;
    current && typeof current === "object" && !seen.has(current);
    current = (current as { cause?: unknown }).cause
  ) {
    seen.add(current);
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (several addresses of one host refused).
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/**
 * Notes when the database last failed to answer. The production server (server/main.ts, same
 * process, another bundle: hence globalThis) reads it to turn a page's 500 into a 503 while the
 * database is down.
 */
export function markDatabaseUnavailable(now = Date.now()): void {
  (globalThis as GlobalWithMark)[DOWN_AT] = now;
}

/** When the database last failed to answer (ms since the epoch), unless it has answered since. */
export function databaseUnavailableSince(): number | undefined {
  const downAt = (globalThis as GlobalWithMark)[DOWN_AT];
  return typeof downAt === "number" ? downAt : undefined;
}

export function markDatabaseAvailable(): void {
  delete (globalThis as GlobalWithMark)[DOWN_AT];
}

/** The constraint a Postgres unique_violation names ("" when it names none), as either driver reports it (drizzle wraps it in `cause`); undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}
