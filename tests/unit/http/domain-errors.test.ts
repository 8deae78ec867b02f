/** @jest-environment node */
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  TooLargeError,
  UnauthenticatedError,
  UnavailableError,
} from "@/lib/errors";
import { errorResponse } from "@/lib/http/responses";

const request = new Request("http://localhost/api/example", { method: "POST" });
const entry = { code: "example_code", message: "Something about the example." };

test.each([
  [new InvalidInputError(entry, { title: "Please enter a title." }), 400],
  [new UnauthenticatedError(entry), 401],
  [new ForbiddenError(entry), 403],
  [new NotFoundError(entry), 404],
  [new ConflictError(entry), 409],
  [new TooLargeError(entry), 413],
  [new RateLimitedError(entry, 42), 429],
  [new UnavailableError(entry, 30), 503],
])("a domain error of kind %s is answered with its one status and { message, code, errors? }", async (error, status) => {
  const response = errorResponse(error, request);
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toMatchObject({ message: entry.message, code: entry.code });
  if (error instanceof InvalidInputError) expect(body.errors).toEqual({ title: "Please enter a title." });
  else expect(body).not.toHaveProperty("errors");
});

test("rate limits and outages say when to come back", () => {
  expect(errorResponse(new RateLimitedError(entry, 42), request).headers.get("retry-after")).toBe("42");
  expect(errorResponse(new UnavailableError(entry, 30), request).headers.get("retry-after")).toBe("30");
  expect(errorResponse(new UnavailableError(entry, null), request).headers.get("retry-after")).toBeNull();
  expect(errorResponse(new NotFoundError(entry), request).headers.get("retry-after")).toBeNull();
});
