/** @jest-environment node */
import { decodeCursor, encodeCursor } from "@/lib/posts/cursor";
import { readForm, readJson } from "@/lib/http/validation";
import { rejection } from "../helpers/api-error";
import { refusedUrl } from "@/server/request-guard";
import { contentSecurityPolicy, securityHeaders } from "@/server/security-headers";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api", { method: "POST", body, headers });
const failure = rejection;

test.each([
  ["/%ED%A0%80", "malformed percent-encoding", "url_bad_encoding"],
  ["/api/posts/category/%ED%A0%80", "malformed percent-encoding", "url_bad_encoding"],
  ["/post/%ZZ", "malformed percent-encoding", "url_bad_encoding"],
  ["/api/users/trusted-devices/%", "malformed percent-encoding", "url_bad_encoding"],
  ["/search?q=%00", "NUL", "url_contains_nul"],
  ["/a%00b", "NUL", "url_contains_nul"],
  ["/api/%2e%2e/x", "dot segments", "url_dot_segment"],
  ["/a/../b", "dot segments", "url_dot_segment"],
  ["no-slash", "malformed", "url_malformed"],
  ["/data/inflation-cpi-pct?__proto__=%60", "__proto__", "url_prototype_key"],
  ["/data/inflation-cpi-pct?sort=name&%5F%5Fproto%5F%5F=1", "__proto__", "url_prototype_key"],
])("the production server refuses %s before Next sees it", (url, reason, code) => {
  expect(refusedUrl(url)?.message).toContain(reason);
  expect(refusedUrl(url)?.code).toBe(code);
});

test.each([
  "/",
  "/post/12",
  "/search?q=%E0%A4%A",
  "/category/markets?cursor=abc",
  "/api/uploads/a.b.svg",
  "/sign-in?callbackUrl=%2Fsettings",
  "/data/gdp-current-usd?sort=name",
  "/search?q=__proto__",
])("%s goes on", (url) => {
  expect(refusedUrl(url)).toBeUndefined();
});

test("a cursor with an impossible date or an out-of-range number never reaches Postgres", () => {
  const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  expect(decodeCursor(raw({ k: "n", t: "2026-13-45T99:99:99.000000Z", i: 1 }))).toBeUndefined();
  expect(decodeCursor(raw({ k: "n", t: "2026-02-30T00:00:00.000000Z", i: 1 }))).toBeUndefined();
  expect(decodeCursor(raw({ k: "n", t: "0000-01-01T00:00:00.000000Z", i: 1 }))).toBeUndefined();
  expect(decodeCursor(raw({ k: "v", v: 1e20, i: 1 }))).toBeUndefined();
  expect(decodeCursor(raw({ k: "v", v: 3, i: 2_147_483_648 }))).toBeUndefined();
  const real = { k: "n" as const, t: "2024-02-29T23:59:59.123456Z", i: 7 };
  expect(decodeCursor(encodeCursor(real))).toEqual(real);
});

test("a NUL character anywhere in a JSON body is a 400, not a Postgres error", async () => {
  for (const body of ['{"firstName":"a\\u0000"}', '{"a":{"b":["\\u0000"]}}', '{"\\u0000":1}']) {
    expect(await failure(readJson(post(body), 1000))).toMatchObject({
      status: 400,
      code: "body_contains_nul",
      message: "The request body must not contain NUL characters.",
    });
  }
  await expect(readJson(post('{"text":"\\\\u0000 is fine as text"}'), 1000)).resolves.toEqual({ text: "\\u0000 is fine as text" });
});

test("an upload's body is capped as it streams, before it is parsed", async () => {
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(new Uint8Array(64 * 1024));
    },
  });
  const request = new Request("http://localhost/api/users/avatar", {
    method: "POST",
    body: endless,
    duplex: "half",
    headers: { "content-type": "multipart/form-data; boundary=x" },
  } as RequestInit);
  expect(await failure(readForm(request, 1024 * 1024, { code: "example_too_big", message: "too big" }))).toMatchObject({
    status: 413,
    code: "example_too_big",
    message: "too big",
  });
  expect(pulled).toBeLessThan(40);
  expect(await failure(readForm(post("x", { "content-type": "text/plain" }), 100))).toMatchObject({
    status: 415,
    code: "multipart_required",
  });
  expect(await failure(readForm(post("garbage", { "content-type": "multipart/form-data; boundary=x" }), 100))).toMatchObject({
    status: 400,
    code: "multipart_malformed",
  });
});

test("the CSP allows this site's scripts only; HSTS and upgrades only over https; a hosted captcha adds its own host", () => {
  const plain = securityHeaders({ siteUrl: "http://localhost:3000" });
  expect(plain).toMatchObject({
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  });
  expect(plain["Strict-Transport-Security"]).toBeUndefined();
  expect(plain["Content-Security-Policy"]).toContain("script-src 'self' 'unsafe-inline';");
  expect(plain["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  expect(plain["Content-Security-Policy"]).toContain("worker-src 'self' blob:");
  expect(plain["Content-Security-Policy"]).not.toMatch(/nonce-|sha256-|https:\/\//);
  const secure = securityHeaders({ siteUrl: "https://basispoint.example" });
  expect(secure["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
  expect(secure["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
  expect(contentSecurityPolicy({ captchaProvider: "recaptcha" })).toContain(
    "script-src 'self' 'unsafe-inline' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
  );
  expect(contentSecurityPolicy({ captchaProvider: "turnstile" })).toContain("frame-src https://challenges.cloudflare.com");
});
