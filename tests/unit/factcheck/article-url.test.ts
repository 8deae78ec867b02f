/** @jest-environment node */
import { articleIdFromUrl, siteOrigins } from "@/lib/factcheck/article-url";

const SITE = "https://basispoint.example";
const ORIGINS = [SITE, "http://127.0.0.1:3510"];

test.each([
  ["https://basispoint.example/post/20", 20],
  ["https://basispoint.example/post/20/", 20],
  ["https://basispoint.example/post/20?utm_source=x#comments", 20],
  ["HTTPS://BasisPoint.Example/post/7", 7],
  ["https://basispoint.example:443/post/7", 7],
  ["http://127.0.0.1:3510/post/3", 3],
  ["/post/12", 12],
  // dot segments resolve first, like a browser does: still an article of this site
  ["https://basispoint.example/articles/../post/5", 5],
])("%s is post %i", (address, id) => {
  expect(articleIdFromUrl(address, ORIGINS)).toEqual({ ok: true, id });
});

test.each([
  ["https://evil.example/post/1", /not on evil\.example/],
  ["http://basispoint.example/post/1", /not on basispoint\.example/], // another scheme is another origin
  ["https://basispoint.example:8443/post/1", /not on basispoint\.example:8443/],
  ["https://basispoint.example.evil.example/post/1", /not on/],
  ["//evil.example/post/1", /not on evil\.example/],
  ["/\\evil.example/post/1", /not on evil\.example/],
  ["https:\\\\evil.example\\post\\1", /not on evil\.example/],
  ["https://basispoint.example@evil.example/post/1", /user name or password/],
  ["https://user:secret@basispoint.example/post/1", /user name or password/],
  ["http://127.0.0.1:80/post/1", /not on 127\.0\.0\.1/],
  ["http://[::1]:3510/post/1", /not on \[::1\]:3510/],
  ["http://169.254.169.254/post/1", /not on 169\.254\.169\.254/],
  ["file:///etc/passwd", /http or https/],
  ["javascript:alert(1)//post/1", /http or https/],
  ["ftp://basispoint.example/post/1", /http or https/],
  ["https://", /not a valid address/],
])("%s is refused", (address, reason) => {
  const result = articleIdFromUrl(address, ORIGINS);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.reason).toMatch(reason);
});

test.each([
  "https://basispoint.example/post/1/../../x",
  "https://basispoint.example/post/1/comments",
  "https://basispoint.example/post/%31",
  "https://basispoint.example/post/1%2F..%2F..%2Fadmin",
  "https://basispoint.example/post/abc",
  "https://basispoint.example/post/0",
  "https://basispoint.example/post/-1",
  "https://basispoint.example/post/1.5",
  "https://basispoint.example/post/99999999999",
  "https://basispoint.example/posts/1",
  "https://basispoint.example/about?next=/post/1",
  "https://basispoint.example/",
  "post",
])("%s is not an article address", (address) => {
  expect(articleIdFromUrl(address, ORIGINS)).toEqual({ ok: false, reason: `url must be the address of an article, like ${SITE}/post/20.` });
});

test("this site is SITE_URL and the host the request came to, as the client or a proxy names it", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost:3000/api/ai/fact-check-url", { headers });
  expect(siteOrigins("https://basispoint.example", request({ host: "127.0.0.1:3000" }))).toEqual([
    "https://basispoint.example",
    "http://127.0.0.1:3000",
  ]);
  expect(
    siteOrigins(
      "https://basispoint.example",
      request({ host: "10.0.0.5:3000", "x-forwarded-host": "BasisPoint.example", "x-forwarded-proto": "https" }),
    ),
  ).toEqual(["https://basispoint.example"]);
  expect(siteOrigins("https://basispoint.example", request({ host: "bad host/" }))).toEqual(["https://basispoint.example"]);
  expect(siteOrigins("https://basispoint.example", request({ host: "example.org", "x-forwarded-proto": "gopher" }))).toEqual([
    "https://basispoint.example",
  ]);
});
