import { expect, test } from "@playwright/test";

const redirects: [string, string][] = [
  ["/signin", "/sign-in"],
  ["/login", "/sign-in"],
  ["/signup", "/sign-up"],
  ["/register", "/sign-up"],
  ["/terms-of-service", "/terms"],
  ["/legal", "/terms"],
  ["/disclaimer", "/terms"],
];

for (const [from, to] of redirects) {
  test(`${from} redirects permanently to ${to}, keeping the query string`, async ({ request }) => {
    const response = await request.get(`${from}?next=%2Fpost%2F3&utm_source=mail`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers()["location"] ?? "", "http://placeholder");
    expect(`${location.pathname}${location.search}`).toBe(`${to}?next=%2Fpost%2F3&utm_source=mail`);
  });
}
