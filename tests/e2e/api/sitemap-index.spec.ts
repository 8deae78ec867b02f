import { expect, test } from "@playwright/test";

// The sitemap index: one address naming every sitemap, listed in robots.txt. Against the production build.

test("/sitemap-index.xml names the site's three sitemaps, each served, and robots.txt lists it", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap-index.xml`);

  const response = await request.get("/sitemap-index.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  const locs = [...xml.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>\s*<\/sitemap>/g)].map((match) => match[1]!);
  expect(locs).toEqual([`${baseURL}/sitemap.xml`, `${baseURL}/news-sitemap.xml`, `${baseURL}/data/sitemap.xml`]);
  // Every sitemap it names is a sitemap (a url set) with at least one address of this site.
  for (const loc of locs) {
    const sitemap = await request.get(loc.slice(baseURL!.length));
    expect(sitemap.status(), loc).toBe(200);
    expect(sitemap.headers()["content-type"], loc).toMatch(/xml/);
    const body = await sitemap.text();
    expect(body, loc).toMatch(/<urlset\b/);
    if (!loc.endsWith("/news-sitemap.xml")) expect(body, loc).toContain(`<loc>${baseURL}/`);
  }
});
