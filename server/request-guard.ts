// Requests refused before Next.js sees them. Next decodes each path segment with
// decodeURIComponent and answers a malformed one ("/%ED%A0%80", "/post/%ZZ") with a plain-text
// 500; a NUL byte reaches Postgres, which refuses it with a 500 too; a dot segment ("..", "%2e%2e")
// is resolved away, so "/api/%2e%2e/x" would reach "/x"; a `__proto__` query parameter breaks Next's
// query-matching rewrites. None of them can name anything on this
// site, so each is a 400 in the API's JSON error shape.
import type { ServerResponse } from "node:http";
import type { ErrorEntry } from "@/lib/errors";
import { HTTP_ERRORS } from "@/lib/http/messages";

/** Why a request URL is refused, or undefined when it may go on. */
export function refusedUrl(rawUrl: string | undefined): ErrorEntry | undefined {
  const url = typeof rawUrl === "string" ? rawUrl : "";
  if (!url.startsWith("/")) return HTTP_ERRORS.urlMalformed;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    return HTTP_ERRORS.urlBadEncoding;
  }
  if (decodedPath.includes("\0") || /%00/i.test(query) || query.includes("\0")) return HTTP_ERRORS.urlContainsNul;
  // "/api/%2e%2e/x" would be resolved to "/x" further on: no address here has a dot segment, so
  // none may be used to step out of the one it names.
  if (path.split("/").some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) return HTTP_ERRORS.urlDotSegment;
  // Next's query-matching rewrites (the data pages' ?sort=name) answer a plain-text 500 to a
  // `__proto__` parameter; no address here reads one.
  if (new URLSearchParams(query).has("__proto__")) return HTTP_ERRORS.urlPrototypeKey;
  return undefined;
}

/** Writes an error in the API's shape `{ message, code }` with its status, nothing cached. */
export function writeError(response: ServerResponse, status: number, entry: ErrorEntry): void {
  const body = JSON.stringify({ message: entry.message, code: entry.code });
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  response.end(body);
}

/** Answers a refused request: 400, JSON `{ message, code }`, nothing cached. */
export function refuse(response: ServerResponse, refusal: ErrorEntry): void {
  writeError(response, 400, refusal);
}
