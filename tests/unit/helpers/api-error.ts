import { DomainError } from "@/lib/errors";
import { statusOf } from "@/lib/http/responses";

/** A thrown domain error as the API would answer it: status, code, message, field errors and headers. */
export interface ThrownApiError {
  status: number;
  code: string;
  message: string;
  errors?: Record<string, string>;
  headers?: Record<string, string>;
}

export function asApiError(error: unknown): ThrownApiError {
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  const { errors, retryAfterSeconds } = error.details;
  return {
    status: statusOf(error),
    code: error.code,
    message: error.message,
    ...(errors ? { errors } : {}),
    ...(retryAfterSeconds === undefined ? {} : { headers: { "Retry-After": String(retryAfterSeconds) } }),
  };
}

/** The domain error a promise rejects with, as the API would answer it. */
export async function rejection(promise: Promise<unknown>): Promise<ThrownApiError> {
  try {
    await promise;
  } catch (error) {
    return asApiError(error);
  }
  throw new Error("expected the promise to reject");
}
