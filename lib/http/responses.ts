import { NextResponse } from "next/server";
import { isDatabaseUnavailable, markDatabaseUnavailable } from "@/lib/db/errors";
import { DomainError, type ErrorKind } from "@/lib/errors";

/** The one error shape every API route answers with (architecture: "Contracts tests rely on"). */
export interface ApiError {
  message: string;
  /** The stable code of a domain error (lib/errors.ts). */
  code?: string;
  errors?: Record<string, string>;
}

/** The one mapping of a domain error's kind to an HTTP status. */
const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

function domainErrorResponse(error: DomainError): NextResponse<ApiError> {
  const { errors, retryAfterSeconds } = error.details;
  const headers: Record<string, string> = retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) };
  const body: ApiError = { message: error.message, code: error.code, ...(errors ? { errors } : {}) };
  return NextResponse.json(body, { status: STATUS[error.kind], headers });
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function jsonError(
  status: number,
  message: string,
  errors?: Record<string, string>,
  headers?: Record<string, string>,
): NextResponse<ApiError> {
  return NextResponse.json(errors ? { message, errors } : { message }, { status, headers });
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Seconds a client is asked to wait while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;
export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

/**
 * The JSON answer for any thrown error: a domain error's status and code, an HttpError's own answer,
 * 503 for an unreachable database, else 500.
 */
export function errorResponse(error: unknown, request: Request): NextResponse<ApiError> {
  if (error instanceof DomainError) return domainErrorResponse(error);
  if (error instanceof HttpError) return jsonError(error.status, error.message, error.errors, error.headers);
  if (isDatabaseUnavailable(error)) {
    markDatabaseUnavailable();
    console.error(`[api] ${request.method} ${new URL(request.url).pathname}: the database cannot be reached`);
    return jsonError(503, UNAVAILABLE_MESSAGE, undefined, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
  }
  console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
  return jsonError(500, "Something went wrong on our side. Please try again later.");
}

/**
 * Wraps a route handler so that an HttpError becomes its JSON answer, an unreachable database a
 * 503 with Retry-After, and anything unexpected is logged and answered with a generic 500 —
 * never a stack trace.
 */
export function withErrors<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

/** Parses a route or query id: a positive integer in Postgres' int range, else undefined. */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** A route's id segment, parsed with parseId; a malformed one is a 400 naming what it should have been. */
export function requireId(value: string | null | undefined, what = "post"): number {
  const id = parseId(value);
  if (id === undefined) throw new HttpError(400, `Invalid ${what} id: it must be a positive whole number.`);
  return id;
}
