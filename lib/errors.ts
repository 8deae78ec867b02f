/**
 * Domain errors: what went wrong, in the domain's terms, with a stable `code` that clients and
 * tests can rely on (the message is for people and may be reworded). Code under lib/ throws these
 * and never an HTTP type; lib/http/responses.ts is the one place that maps a kind to an HTTP
 * status and the JSON shape `{ message, code, errors? }`. Each slice keeps its codes and messages
 * in one catalogue (`lib/<area>/messages.ts`); see docs/architecture.md.
 */

/** One entry of a slice's catalogue. */
export interface ErrorEntry {
  /** Stable, snake_case, unique across the site: `post_not_found`, `slug_taken`. */
  code: string;
  message: string;
}

export type ErrorKind =
  | "invalid"
  | "too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "unavailable";

export interface ErrorDetails {
  /** Field → message, for a form to show beside its fields. */
  errors?: Record<string, string>;
  /** For rate_limited and unavailable: when to try again. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly code: string;

  constructor(
    readonly kind: ErrorKind,
    entry: ErrorEntry,
    readonly details: ErrorDetails = {},
  ) {
    super(entry.message);
    this.name = "DomainError";
    this.code = entry.code;
  }
}

/** The input is malformed or breaks a rule; `errors` names the fields. */
export class InvalidInputError extends DomainError {
  constructor(entry: ErrorEntry, errors?: Record<string, string>) {
    super("invalid", entry, { errors });
  }
}

export class TooLargeError extends DomainError {
  constructor(entry: ErrorEntry, errors?: Record<string, string>) {
    super("too_large", entry, { errors });
  }
}

/** The body is of a kind the operation does not take (not multipart, not an image it accepts). */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(entry: ErrorEntry, errors?: Record<string, string>) {
    super("unsupported_media_type", entry, { errors });
  }
}

/** Well-formed input the server cannot do the work for (a revision diff too large to compute). */
export class UnprocessableError extends DomainError {
  constructor(entry: ErrorEntry) {
    super("unprocessable", entry);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(entry: ErrorEntry) {
    super("unauthenticated", entry);
  }
}

export class ForbiddenError extends DomainError {
  constructor(entry: ErrorEntry) {
    super("forbidden", entry);
  }
}

export class NotFoundError extends DomainError {
  constructor(entry: ErrorEntry) {
    super("not_found", entry);
  }
}

/** The request contradicts the current state: a taken slug, an out-of-date version. */
export class ConflictError extends DomainError {
  constructor(entry: ErrorEntry, errors?: Record<string, string>) {
    super("conflict", entry, { errors });
  }
}

export class RateLimitedError extends DomainError {
  constructor(entry: ErrorEntry, retryAfterSeconds: number) {
    super("rate_limited", entry, { retryAfterSeconds });
  }
}

/**
 * Something the site depends on (the database, mail) cannot be reached right now. The wait is the caller's, named for
 * what is down (DATABASE_RETRY_AFTER_SECONDS, MAIL_RETRY_AFTER_SECONDS); `null`: no Retry-After, for what waiting will
 * not mend (a feature this site is not configured for).
 */
export class UnavailableError extends DomainError {
  constructor(entry: ErrorEntry, retryAfterSeconds: number | null) {
    super("unavailable", entry, retryAfterSeconds === null ? {} : { retryAfterSeconds });
  }
}
