import { adminToken, bearer, expect, newSignedInReader, test } from "../support/accounts";

// The protective headers on every kind of response the production server gives: pages (cached
// reading pages, account screens, the not-found page), JSON, redirects (middleware and guards),
// static files (brotli and not), uploads, and requests refused before Next.

const EXPECTED = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

function expectProtected(headers: Record<string, string>, what: string): void {
  expect(headers, what).toMatchObject(EXPECTED);
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  // http://localhost: no HSTS (it would pin a plain-http deployment); the https case is a unit test.
  expect(headers["strict-transport-security"], what).toBeUndefined();
  const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1];
  if (scriptSources !== undefined) {
    // Only this origin (and Next's inline bootstrap): no other host may serve script.
    expect(scriptSources.split(" ").sort(), what).toEqual(["'self'", "'unsafe-inline'"]);
  } else {
    // A stricter policy of its own (uploads): nothing runs at all.
    expect(csp, what).toMatch(/default-src 'none'/);
  }
}

test("every page type, API answer, redirect, static file, upload and refusal carries the headers", async ({ request, baseURL }) => {
  const [post] = (await (await request.get("/api/posts?limit=1")).json()) as { id: number; image: string }[];
  const html = await (await request.get(`/post/${post!.id}`)).text();
  const script = /\/_next\/static\/[\w./-]+\.js/.exec(html)?.[0];
  const stylesheet = /\/_next\/static\/[\w./-]+\.css/.exec(html)?.[0];
  const upload = /\/api\/uploads\/[\w.-]+/.exec(html)?.[0];
  expect([script, stylesheet, upload].every(Boolean)).toBe(true);
  const cases: [string, string, number, Record<string, string>?][] = [
    ["home (cached reading page)", "/", 200],
    ["article", `/post/${post!.id}`, 200],
    ["category", "/category/business", 200],
    ["lists", "/articles", 200],
    ["trending", "/trending", 200],
    ["CMS page", "/about", 200],
    ["legal", "/terms", 200],
    ["sitemap page", "/sitemap", 200],
    ["search", "/search?q=inflation", 200],
    ["sign-in", "/sign-in", 200],
    ["sign-up", "/sign-up", 200],
    ["not-found page", "/no-such-page", 404],
    ["missing article", "/post/999999", 404],
    ["JSON list", "/api/posts?limit=1", 200],
    ["JSON error", "/api/no-such-endpoint", 404],
    ["permanent redirect (middleware)", "/login", 308],
    ["guard redirect", "/settings", 307],
    ["script (brotli)", script!, 200, { "accept-encoding": "br" }],
    ["script (gzip)", script!, 200, { "accept-encoding": "gzip" }],
    ["stylesheet", stylesheet!, 200],
    ["missing static file", "/_next/static/no-such-file.js", 404],
    ["upload", upload!, 200],
    ["feed", "/feed.xml", 200],
    ["robots.txt", "/robots.txt", 200],
    ["malformed address (refused before Next)", "/%ED%A0%80", 400],
  ];
  for (const [what, path, status, headers] of cases) {
    const response = await request.get(path, { maxRedirects: 0, headers });
    expect(response.status(), `${what} ${path}`).toBe(status);
    expectProtected(response.headers(), `${what} ${path}`);
  }
  expect(baseURL).toMatch(/^http:/);
});

test("signed-in screens carry them too: settings, profile, admin moderation", async ({ request, baseURL }) => {
  const { token } = await newSignedInReader(request);
  const cookie = (value: string) => ({ cookie: `next-auth.session-token=${value}` });
  for (const path of ["/settings", "/profile", "/bookmarks"]) {
    const response = await request.get(path, { headers: cookie(token), maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expectProtected(response.headers(), path);
  }
  const admin = await adminToken(request);
  const moderation = await request.get("/admin/comments", { headers: cookie(admin), maxRedirects: 0 });
  expect(moderation.status()).toBe(200);
  expectProtected(moderation.headers(), "/admin/comments");
  const api = await request.get("/api/users/profile", { headers: bearer(token) });
  expectProtected(api.headers(), "/api/users/profile");
  expect(baseURL).toBeTruthy();
});
