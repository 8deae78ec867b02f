import http from "node:http";
import fc from "fast-check";
import { adminToken, expect, newReader, register, signInByApi, test } from "../support/accounts";
import { appRoutes, type AppRoute, type Method } from "../support/routes";

// Thousands of generated hostile requests to every route of the app (read from app/, so new routes
// are covered without listing them), signed out and signed in, against the production build. For
// every answer: no 5xx; an API error is JSON { message }. Refused writes store nothing. The server
// is healthy afterwards. A fixed seed and bounded runs keep it reproducible and about two minutes
// long; FUZZ_RUNS scales it (FUZZ_RUNS=5 for five times as many), FUZZ_SEED picks another seed.

const SEED = Number(process.env.FUZZ_SEED ?? 12_012);
const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
test.describe.configure({ mode: "serial", timeout: 300_000 });

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** Sends exactly this request line, headers and body: a path's bytes reach the server as written (no client re-encoding). */
function send(baseURL: string, method: string, rawPath: string, headers: Record<string, string>, body?: Buffer): Promise<RawResponse> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path: rawPath,
        headers: { ...headers, ...(body ? { "content-length": String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${method} ${rawPath}`)));
    request.on("error", reject);
    request.end(body);
  });
}

// Generators.

/** What hostile clients put in a path segment or a query value. Kept raw (malformed escapes stay malformed). */
const NASTY = [
  "%ED%A0%80",
  "%00",
  "%ZZ",
  "%",
  "%E0%A4%A",
  "%C0%AF",
  "%FF%FE",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "..",
  ".",
  "%20",
  "%0d%0aSet-Cookie:x=1",
  "'",
  "%22",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%20OR%201=1%20--",
  "$%7B7*7%7D",
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "2147483648",
  "4294967296",
  "0x10",
  "1.5",
  "%E2%80%AE",
  "%F0%9F%98%80",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "a".repeat(2048),
  "1".repeat(400),
];
const asciiSafe = (value: string) => (/^[\x21-\x7e]*$/.test(value) && !/[#?]/.test(value) ? value : encodeURIComponent(value));
const segmentValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }).map((text) => asciiSafe(text) || "x") },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.stringMatching(/^[%0-9A-Fa-f]{1,12}$/) },
);

const QUERY_NAMES = [
  "limit",
  "cursor",
  "order",
  "q",
  "location",
  "status",
  "callbackUrl",
  "token",
  "registered",
  "reset",
  "error",
  "page",
  "id",
  "__proto__",
];
const CURSOR_LIKE = fc.oneof(
  fc
    .constantFrom(
      '{"k":"n","t":"2026-13-45T99:99:99.000000Z","i":1}',
      '{"k":"n","t":"0000-00-00T00:00:00.000000Z","i":1}',
      '{"k":"v","v":1e20,"i":1}',
      '{"k":"v","v":5,"i":99999999999}',
      '{"k":"x"}',
      "[]",
    )
    .map((json) => Buffer.from(json).toString("base64url")),
  fc.json().map((json) => Buffer.from(json).toString("base64url")),
);
const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_NAMES), fc.oneof(segmentValue, CURSOR_LIKE)), { maxLength: 3 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}` : ""));

const FIELDS = [
  "emailOrPhone",
  "password",
  "recaptchaToken",
  "code",
  "rememberDevice",
  "rememberMe",
  "firstName",
  "lastName",
  "email",
  "phone",
  "countryCode",
  "confirmPassword",
  "enableTwoFactor",
  "token",
  "newPassword",
  "currentPassword",
  "enabled",
  "idToken",
  "credential",
  "googleId",
  "text",
  "post_id",
  "author",
  "user_id",
  "status",
  "question",
  "category",
  "description",
  "url",
  "liked",
  "saved",
  "avatar",
  "__proto__",
  "constructor",
];
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "x".repeat(6000),
    "\ud800",
    "Correct-Horse-42",
    "+15550001111",
    "+1",
    "a@b.co",
    "000000",
    "/post/1",
    "http://169.254.169.254/",
    "javascript:alert(1)",
    "../../etc/passwd",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);
const body: fc.Arbitrary<{ text?: string; contentType?: string }> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 })
      .map((value) => ({ text: JSON.stringify(value), contentType: "application/json" })),
  },
  { weight: 2, arbitrary: fc.json({ maxDepth: 3 }).map((text) => ({ text, contentType: "application/json" })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 80 }).map((text) => ({ text, contentType: "application/json" })) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 5000 })
      .map((depth) => ({ text: "[".repeat(depth) + "]".repeat(depth), contentType: "application/json" })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "multipart/form-data",
          "application/json; charset=utf-16",
          "image/png",
        ),
        fc.string({ maxLength: 80 }),
      )
      .map(([contentType, text]) => ({ text, contentType })),
  },
  { weight: 1, arbitrary: fc.constant({}) },
);
const extraHeaders = fc.record(
  {
    authorization: fc.constantFrom("Bearer x", "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.", "Basic YTpi", "Bearer " + "a".repeat(5000)),
    cookie: fc.constantFrom(
      "next-auth.session-token=garbage",
      "bp_trusted_device=%ZZ",
      "bp_browser=x; next-auth.session-token=",
      "a=%E0%A4%A",
    ),
    origin: fc.constantFrom("https://evil.example", "null"),
    "x-forwarded-for": fc.constantFrom("::1", "2001:db8::1", "not-an-ip", "1.1.1.1, 2.2.2.2", ""),
  },
  { requiredKeys: [] },
);

interface Generated {
  route: AppRoute;
  method: Method;
  path: string;
  body: { text?: string; contentType?: string };
  headers: Record<string, string>;
}

function requestFor(routes: AppRoute[], options: { exclude?: (route: AppRoute, method: Method) => boolean } = {}): fc.Arbitrary<Generated> {
  const targets = routes
    .flatMap((route) => route.methods.map((method) => ({ route, method })))
    .filter(({ route, method }) => !options.exclude?.(route, method));
  return fc
    .tuple(
      fc.constantFrom(...targets),
      fc.array(segmentValue, { minLength: 3, maxLength: 3 }),
      fc.array(segmentValue, { minLength: 1, maxLength: 3 }),
      query,
      body,
      extraHeaders,
    )
    .map(([{ route, method }, params, rest, search, generatedBody, headers]) => {
      let paramIndex = 0;
      const path = route.segments
        .map((segment) =>
          segment.kind === "static" ? segment.value : segment.kind === "param" ? params[paramIndex++ % params.length] : rest.join("/"),
        )
        .join("/");
      return { route, method, path: `/${path}${search}`, body: generatedBody, headers };
    });
}

function show(request: Generated): string {
  return `${request.method} ${request.path} ${request.body.contentType ?? ""} ${(request.body.text ?? "").slice(0, 200)} ${JSON.stringify(request.headers)}`;
}

/** The invariants of every answer. */
function checkAnswer(request: Generated, response: RawResponse): void {
  expect(response.status, show(request)).toBeLessThan(500);
  expect(response.status, show(request)).toBeGreaterThanOrEqual(200);
  const api = request.path.startsWith("/api/") || request.path.startsWith("/menus");
  if (api && response.status >= 400) {
    expect(response.headers["content-type"] ?? "", show(request)).toContain("application/json");
    const parsed = JSON.parse(response.body) as { message?: unknown };
    expect(typeof parsed.message, show(request)).toBe("string");
  }
  expect(response.body, show(request)).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules\/|ECONNREFUSED/);
}

let sent = 0;
/** Each request from its own client address (the e2e server trusts one proxy), unless the generated headers pick one. */
async function fire(baseURL: string, request: Generated, signedIn?: Record<string, string>): Promise<RawResponse> {
  sent += 1;
  const headers: Record<string, string> = {
    "x-forwarded-for": `10.${200 + ((sent >> 16) % 50)}.${(sent >> 8) % 256}.${sent % 256}`,
    ...request.headers,
    ...signedIn,
  };
  if (request.body.contentType) headers["content-type"] = request.body.contentType;
  const payload = request.method === "GET" || request.body.text === undefined ? undefined : Buffer.from(request.body.text);
  return send(baseURL, request.method, request.path, headers, payload);
}

const routes = appRoutes();
/** Answers that end the fuzzing reader's own session would leave the rest of the run signed out; they get their own checks. */
const endsSession = (route: AppRoute, method: Method) =>
  route.pattern === "/api/auth/logout" || (route.pattern === "/api/users/sessions" && method === "DELETE");

test("the routes come from app/: pages, API routes and metadata routes", () => {
  const patterns = routes.map((route) => route.pattern);
  expect(patterns).toEqual(
    expect.arrayContaining([
      "/",
      "/post/[id]",
      "/api/posts/[id]/like",
      "/api/auth/login",
      "/api/users/trusted-devices/[id]",
      "/search",
      "/sitemap.xml",
      "/api/[...path]",
    ]),
  );
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.find((route) => route.pattern === "/api/posts/[id]/like")?.methods.sort()).toEqual(["DELETE", "PUT"]);
});

test("signed out: no 5xx, API errors are JSON { message }", async ({ baseURL }) => {
  await fc.assert(
    fc.asyncProperty(requestFor(routes), async (request) => {
      checkAnswer(request, await fire(baseURL!, request));
    }),
    { seed: SEED, numRuns: 1500 * SCALE, endOnFailure: true },
  );
});

test("signed in (a reader by Bearer token and by cookie, and an admin): no 5xx, API errors are JSON { message }", async ({
  baseURL,
  request: api,
}) => {
  const reader = newReader();
  await register(api, reader, { twoFactor: false });
  const token = await signInByApi(api, reader);
  const admin = await adminToken(api);
  const as = fc.constantFrom<Record<string, string>>(
    { authorization: `Bearer ${token}` },
    { cookie: `next-auth.session-token=${token}` },
    { authorization: `Bearer ${admin}` },
  );
  await fc.assert(
    fc.asyncProperty(requestFor(routes, { exclude: endsSession }), as, async (request, identity) => {
      const { authorization: _dropped, cookie: _alsoDropped, ...rest } = request.headers;
      checkAnswer(request, await fire(baseURL!, { ...request, headers: rest }, identity));
    }),
    { seed: SEED + 1, numRuns: 1200 * SCALE, endOnFailure: true },
  );
  // Still signed in: nothing above ended the reader's session.
  expect((await send(baseURL!, "GET", "/api/users/profile", { authorization: `Bearer ${token}` })).status).toBe(200);
});

test("nothing is stored from a refused write", async ({ baseURL, request: api }) => {
  const reader = newReader();
  await register(api, reader, { twoFactor: false });
  const token = await signInByApi(api, reader);
  const admin = await adminToken(api);
  const auth = { authorization: `Bearer ${token}` };
  /** What a write by this reader (or anyone) could change, as the API shows it. */
  const fingerprint = async () => {
    const [profile, bookmarks, devices, comments] = await Promise.all([
      send(baseURL!, "GET", "/api/users/profile", auth),
      send(baseURL!, "GET", "/api/bookmarks", auth),
      send(baseURL!, "GET", "/api/users/trusted-devices", auth),
      send(baseURL!, "GET", "/api/admin/comments?status=pending&limit=1", { authorization: `Bearer ${admin}` }),
    ]);
    return [profile.body, bookmarks.body, devices.body, JSON.stringify((JSON.parse(comments.body) as { counts: unknown }).counts)];
  };
  const writes = routes.filter((route) => route.kind === "api" && route.methods.some((method) => method !== "GET"));
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(
      requestFor(writes, { exclude: (route, method) => method === "GET" || endsSession(route, method) }),
      async (request) => {
        const { authorization: _dropped, cookie: _alsoDropped, ...rest } = request.headers;
        const before = await fingerprint();
        const response = await fire(baseURL!, { ...request, headers: rest }, auth);
        checkAnswer(request, response);
        if (response.status >= 400) {
          refused += 1;
          expect(await fingerprint(), `stored by a refused ${show(request)}`).toEqual(before);
        }
      },
    ),
    { seed: SEED + 2, numRuns: 200 * SCALE, endOnFailure: true },
  );
  expect(refused).toBeGreaterThan(150 * SCALE);
});

test("the session-ending routes and the server are fine afterwards", async ({ baseURL, request: api }) => {
  for (const path of ["/api/auth/logout", "/api/users/sessions"]) {
    const method = path.endsWith("logout") ? "POST" : "DELETE";
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer garbage" },
      { cookie: "next-auth.session-token=%ZZ", origin: "https://evil.example" },
    ];
    for (const headers of attempts) {
      const response = await send(baseURL!, method, path, headers, Buffer.from("{\u0000"));
      expect(response.status).toBe(401);
      expect((JSON.parse(response.body) as { message: string }).message).toBe("Please sign in to continue.");
    }
  }
  const health = await send(baseURL!, "GET", "/api/health", {});
  expect([health.status, health.body]).toEqual([200, '{"status":"ok"}']);
  expect((await send(baseURL!, "GET", "/", {})).status).toBe(200);
  const reader = newReader();
  await register(api, reader, { twoFactor: false });
  expect(await signInByApi(api, reader)).toEqual(expect.any(String));
});
