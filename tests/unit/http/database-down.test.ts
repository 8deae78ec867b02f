/** @jest-environment node */
// The route handlers with the database layer pointed at a server that cannot be reached: every one
// answers 503 with Retry-After in the JSON error shape, never a 500. (The cached reads, /api/posts and
// /api/menus, need Next's cache around them; tests/e2e/api/server-start.spec.ts covers them on the built server.)

process.env.DATABASE_URL = "postgres://127.0.0.1:1/unreachable";
process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-0123456789";

const json = (method: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/x", {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

beforeAll(() => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

test.each([
  ["GET /api/health", async () => (await import("@/app/api/health/route")).GET(json("GET"), params({}))],
  [
    "PUT /api/posts/1/like",
    async () =>
      (await import("@/app/api/posts/[id]/like/route")).PUT(json("PUT", undefined, { authorization: "Bearer x" }), params({ id: "1" })),
  ],
  [
    "POST /api/auth/login",
    async () =>
      (await import("@/app/api/auth/login/route")).POST(json("POST", { emailOrPhone: "a@example.com", password: "x" }), params({})),
  ],
  [
    "POST /api/auth/forgot-password",
    async () => (await import("@/app/api/auth/forgot-password/route")).POST(json("POST", { email: "a@example.com" }), params({})),
  ],
  [
    "GET /api/users/profile",
    async () => (await import("@/app/api/users/profile/route")).GET(json("GET", undefined, { authorization: "Bearer x" }), params({})),
  ],
  [
    "GET /api/bookmarks",
    async () => (await import("@/app/api/bookmarks/route")).GET(json("GET", undefined, { authorization: "Bearer x" }), params({})),
  ],
  [
    "POST /api/auth/register",
    async () =>
      (await import("@/app/api/auth/register/route")).POST(
        json("POST", {
          firstName: "A",
          lastName: "B",
          email: "a@example.com",
          countryCode: "+1",
          phone: "+15550001111",
          password: "Correct-Horse-42",
          confirmPassword: "Correct-Horse-42",
          recaptchaToken: "t",
        }),
        params({}),
      ),
  ],
])(
  "%s answers 503 with Retry-After",
  async (_name, call) => {
    const response = await call();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      message: "The service is temporarily unavailable. Please try again in a moment.",
      code: "service_unavailable",
    });
  },
  30_000,
);
