import type { ErrorEntry } from "@/lib/errors";

// The catalogue of the errors lib/http raises itself: malformed requests, bodies, ids and limits,
// and the answers it gives when something unexpected happens. Codes are stable; see docs/architecture.md.

export const HTTP_ERRORS = {
  invalidRequest: { code: "invalid_request", message: "Invalid request." },
  bodyTooLarge: (maxBytes: number): ErrorEntry => ({
    code: "body_too_large",
    message: `The request body must be at most ${maxBytes} bytes.`,
  }),
  bodyUnreadable: { code: "body_unreadable", message: "The request body could not be read." },
  bodyNotJson: { code: "body_not_json", message: "The request body must be JSON." },
  bodyContainsNul: { code: "body_contains_nul", message: "The request body must not contain NUL characters." },
  multipartRequired: { code: "multipart_required", message: "Send the body as multipart/form-data." },
  multipartMalformed: { code: "multipart_malformed", message: "The multipart body is malformed." },
  invalidId: (what: string): ErrorEntry => ({ code: "invalid_id", message: `Invalid ${what} id: it must be a positive whole number.` }),
  tooManyRequests: (retryAfterSeconds: number): ErrorEntry => ({
    code: "too_many_requests",
    message: `Too many requests. Please try again in ${retryAfterSeconds} seconds.`,
  }),
  // The production server's own refusals (server/request-guard.ts), before Next sees the request.
  urlMalformed: { code: "url_malformed", message: "The request address is malformed." },
  urlBadEncoding: { code: "url_bad_encoding", message: "The request address contains malformed percent-encoding." },
  urlContainsNul: { code: "url_contains_nul", message: "The request address must not contain NUL characters." },
  urlDotSegment: { code: "url_dot_segment", message: "The request address must not contain dot segments." },
  urlPrototypeKey: { code: "url_prototype_key", message: "The request address must not use __proto__ as a query parameter." },
  noSuchEndpoint: { code: "endpoint_not_found", message: "No such API endpoint." },
  serviceUnavailable: { code: "service_unavailable", message: "The service is temporarily unavailable. Please try again in a moment." },
  internal: { code: "internal_error", message: "Something went wrong on our side. Please try again later." },
} as const satisfies Record<string, ErrorEntry | ((...args: never[]) => ErrorEntry)>;
