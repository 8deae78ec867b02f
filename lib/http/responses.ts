import { NextResponse } from "next/server";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, markDatabaseUnavailable } from "@/lib/db/errors";
import { DomainError, InvalidInputError, type ErrorEntry, type ErrorKind } from "@/lib/errors";
import { parseId } from "@/lib/validation-primitives/ids";
import { HTTP_ERRORS } from "./messages";

/** The one error shape every API route answers with (architecture: "Contracts tests rely on"). */
export interface ApiError {
  message: string;
  /** The stable code of the error (lib/errors.ts, the slices' catalogues). */
  code: string;
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
  unprocessable: 422,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

/** The HTTP status a domain error is answered with. */
export function statusOf(error: DomainError): number {
  return STATUS[error.kind];
}

/** The low-level writer of the error shape; everything outside lib/http throws domain errors instead. */
function jsonError(
  status: number,
  entry: ErrorEntry,
  errors?: Record<string, string>,
  headers?: Record<string, string>,
): NextResponse<ApiError> {
  const body: ApiError = { message: entry.message, code: entry.code, ...(errors ? { errors } : {}) };
  return NextResponse.json(body, { status, headers });
}

function domainErrorResponse(error: DomainError): NextResponse<ApiError> {
  const { errors, retryAfterSeconds } = error.details;
  const headers: Record<string, string> = retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) };
  return jsonError(STATUS[error.kind], { code: error.code, message: error.message }, errors, headers);
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

export const UNAVAILABLE_MESSAGE = HTTP_ERRORS.serviceUnavailable.message;

/**
 * The JSON answer for any thrown error: a domain error's status and code, 503 for an unreachable
 * database, else 500.
 */
export function errorResponse(error: unknown, request: Request): NextResponse<ApiError> {
  if (error instanceof DomainError) return domainErrorResponse(error);
  if (isDatabaseUnavailable(error)) {
    markDatabaseUnavailable();
    console.error(`[api] ${request.method} ${new URL(request.url).pathname}: the database cannot be reached`);
    return jsonError(503, HTTP_ERRORS.serviceUnavailable, undefined, {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    });
  }
  console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
  return jsonError(500, HTTP_ERRORS.internal);
}

/**
 * Wraps a route handler so that a domain error becomes its JSON answer, an unreachable database a
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

/** 405 in the error shape, with the methods the route does take. */
export function methodNotAllowed(entry: ErrorEntry, allow: readonly string[]): NextResponse<ApiError> {
  return jsonError(405, entry, undefined, { Allow: allow.join(", ") });
}

/** A route's id segment, parsed with parseId; a malformed one is a 400 naming what it should have been. */
export function requireId(value: string | null | undefined, what = "post"): number {
  const id = parseId(value);
  if (id === undefined) throw new InvalidInputError(HTTP_ERRORS.invalidId(what));
  return id;
}
