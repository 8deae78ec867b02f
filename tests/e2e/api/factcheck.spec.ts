import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { seedArticles } from "@/lib/db/seed/articles";
import { parseCsvLine } from "@/lib/factcheck/csv";
import type { FactCheckResponse } from "@/lib/factcheck/engine";
import { QUICK_QUESTIONS } from "@/lib/factcheck/quick-questions";
import { VERDICTS } from "@/lib/factcheck/types";
import type { PostSummary } from "@/lib/posts/types";

const ENDPOINT = "/api/ai/fact-check-url";
// Each group of tests counts against its own address: the endpoint allows 30 requests a minute per client.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.10" } });

let ids: Map<string, number>;

test.beforeAll(async ({ request }) => {
  const posts = (await (await request.get("/api/posts?limit=50")).json()) as PostSummary[];
  ids = new Map(posts.map((post) => [post.slug, post.id]));
});

function idOf(slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`${slug} is not a published demo article`);
  return id;
}

function ask(request: APIRequestContext, body: unknown, address = "198.51.100.10"): Promise<APIResponse> {
  return request.post(ENDPOINT, { data: body, headers: { "x-forwarded-for": address } });
}

function quick(category: string, url: string) {
  const question = QUICK_QUESTIONS.find((q) => q.category === category);
  if (!question) throw new Error(category);
  return { question: question.question, category, description: question.description, url };
}

async function answer(response: APIResponse): Promise<FactCheckResponse> {
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(response.headers()["cache-control"]).toBe("no-store");
  return (await response.json()) as FactCheckResponse;
}

const BRAZIL = "brazil-fiscal-framework-election-year";

test.describe("the five quick questions on a seeded article", () => {
  for (const { category } of QUICK_QUESTIONS) {
    test(`${category}: the spec's response shape, every field filled`, async ({ request, baseURL }) => {
      const id = idOf(BRAZIL);
      const body = await answer(await ask(request, quick(category, `${baseURL}/post/${id}`)));
      expect(Object.keys(body).sort()).toEqual(["article_title", "article_url", "check", "overall_verdict", "response"]);
      expect(body.article_title).toBe(seedArticles.find((a) => a.slug === BRAZIL)?.title);
      expect(body.article_url).toBe(`${baseURL}/post/${id}`);
      expect(VERDICTS).toContain(body.overall_verdict);
      const { check } = body;
      expect(check.verdict).toBe(body.overall_verdict);
      expect(check.category).toBe(category);
      expect(check.claim_excerpt.length).toBeGreaterThan(0);
      expect(check.explanation.length).toBeGreaterThan(0);
      expect(Object.keys(check.normalization).sort()).toEqual(["currency", "population_adjustment", "price_base_year", "unit"]);
      expect(check.normalization.unit.length).toBeGreaterThan(0);
      expect(typeof check.normalization.population_adjustment).toBe("boolean");
      expect(typeof check.comparability_notes).toBe("string");
      expect(check.timeliness).toEqual({
        data_vintage: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        is_latest_available: expect.any(Boolean),
        latest_available_period: expect.any(String),
      });
      expect(check.related_indicators_consistency.length).toBeGreaterThan(0);
      expect(check.citations.length).toBeGreaterThan(0);
      for (const citation of check.citations) {
        expect(citation).toEqual({
          title: expect.any(String),
          url: expect.stringMatching(/^https:\/\//),
          publisher: expect.any(String),
          accessed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
      }
      expect(check.claims.length).toBeGreaterThan(5);
    });
  }

  test("accuracy finds the planted Brazil unemployment error and states both values", async ({ request, baseURL }) => {
    const body = await answer(await ask(request, quick("accuracy", `${baseURL}/post/${idOf(BRAZIL)}`)));
    expect(["mixed", "not_supported"]).toContain(body.overall_verdict);
    expect(body.check.explanation).toContain("11.2%");
    expect(body.check.explanation).toContain("6.80%");
    const planted = body.check.claims.find((c) => c.quoted === "11.2%");
    expect(planted).toMatchObject({ verdict: "not_supported", indicator: "unemployment_pct", country: "BRA", year: 2024 });
    expect(planted?.official.map((o) => o.display)).toEqual(["6.80%", "6.92%"]);
  });
});

test.describe("every planted error in the demo articles is found", () => {
  const planted = seedArticles
    .filter((a) => a.status === "published")
    .flatMap((article) => article.figures.filter((f) => f.kind !== "correct").map((figure) => ({ article, figure })));

  test("there are six", () => expect(planted).toHaveLength(6));

  for (const { article, figure } of planted) {
    test(`${article.slug}: "${figure.quote}" (${figure.kind})`, async ({ request, baseURL }) => {
      const body = await answer(await ask(request, quick("accuracy", `${baseURL}/post/${idOf(article.slug)}`), "198.51.100.11"));
      const number = /\d+(?:\.\d+)?/.exec(figure.quote)?.[0] ?? "";
      const claim = body.check.claims.find((c) => c.quoted.includes(number) && c.country === figure.country);
      expect(claim, JSON.stringify(body.check.claims.map((c) => [c.quoted, c.country]))).toBeDefined();
      expect(["not_supported", "needs_context"]).toContain(claim?.verdict);
      expect(claim?.explanation).toContain(number);
      expect(body.overall_verdict).not.toBe("supported");
    });
  }

  test("comparability calls India's nominal 9.7% growth, quoted as real, not supported", async ({ request, baseURL }) => {
    const body = await answer(
      await ask(request, quick("comparability", `${baseURL}/post/${idOf("india-it-services-growth")}`), "198.51.100.11"),
    );
    expect(body.check.claims.find((c) => c.quoted === "9.7%")).toMatchObject({
      verdict: "not_supported",
      indicator: "gdp_growth_pct",
      country: "IND",
    });
  });

  test("timeliness calls Germany's 3.1% jobless rate out of date", async ({ request, baseURL }) => {
    const body = await answer(
      await ask(request, quick("timeliness", `${baseURL}/post/${idOf("germany-debt-brake-spending-shift")}`), "198.51.100.11"),
    );
    const claim = body.check.claims.find((c) => c.quoted === "3.1%");
    expect(claim).toMatchObject({
      verdict: "needs_context",
      indicator: "unemployment_pct",
      country: "DEU",
      timeliness: { is_latest_available: false },
    });
    expect(claim?.explanation).toMatch(/out of date/);
  });
});

// ../shared/data/official, as the app ships it in data/official.
const OFFICIAL = path.join(process.cwd(), "data/official");

/** One economy's rows of an indicator file: [year, the cell as a number], oldest first. */
function fileRows(file: string, code: string): [number, number][] {
  return fs
    .readFileSync(path.join(OFFICIAL, `${file}.csv`), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .filter((line) => line.startsWith(`${code},`))
    .map((line) => line.split(","))
    .map((parts) => [Number(parts.at(-2)), Number(parts.at(-1))] as [number, number])
    .sort((a, b) => a[0] - b[0]);
}

function fileLine(file: string, first: string): string[] {
  const line = fs
    .readFileSync(path.join(OFFICIAL, file), "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${first},`));
  if (!line) throw new Error(`${first} is not in ${file}`);
  return parseCsvLine(line);
}

test.describe("each checked figure carries the series it was compared with (check.claims[].series)", () => {
  test("the planted Brazil unemployment figure: every year of the WDI file, no projections, the quote placed on it", async ({
    request,
    baseURL,
  }) => {
    const body = await answer(await ask(request, quick("accuracy", `${baseURL}/post/${idOf(BRAZIL)}`), "198.51.100.17"));
    const planted = body.check.claims.find((c) => c.quoted === "11.2%");
    const series = planted?.series;
    expect(series).toMatchObject({
      indicator: "unemployment_pct",
      country: "BRA",
      unit: fileLine("indicators.csv", "unemployment_pct")[3],
      country_name: "Brazil",
      path: "/data/unemployment-pct/brazil",
      year: 2024,
      quoted_value: 11.2,
    });
    const rows = fileRows("unemployment_pct", "BRA");
    expect(rows.length).toBeGreaterThan(20);
    expect(series?.points).toEqual(rows.map(([year, value]) => ({ year, value, projected: false })));
    // The official value the explanation gives is the series' point of the year compared.
    expect(series?.points.find((p) => p.year === 2024)?.value.toFixed(2)).toBe(planted?.official[0]?.display.replace("%", ""));
    for (const claim of body.check.claims) {
      if (claim.verdict === "unclear") expect(claim.series).toBeNull();
      else expect(claim.series?.country, claim.claim_excerpt).toBe(claim.country);
    }
  });

  test("an IMF projection: the points after the IMF's latest actual year are flagged projected", async ({ request, baseURL }) => {
    const question = "Will Brazil's economy grow 2.2% in 2026?";
    const body = await answer(
      await ask(
        request,
        { question, category: "Custom Question", description: "", url: `${baseURL}/post/${idOf(BRAZIL)}` },
        "198.51.100.17",
      ),
    );
    const series = body.check.claims[0]?.series;
    expect(series).toMatchObject({ indicator: "imf_gdp_growth_pct", country: "BRA", year: 2026, quoted_value: 2.2 });
    const row = fs
      .readFileSync(path.join(OFFICIAL, "imf_weo_latest_actual.csv"), "utf8")
      .split("\n")
      .find((line) => line.startsWith("imf_gdp_growth_pct,") && line.split(",")[2] === "BRA");
    const actual = Number(/(\d{4})/.exec(row!.split(",")[3]!)![1]);
    expect(actual).toBeLessThan(2026);
    const rows = fileRows("imf_gdp_growth_pct", "BRA");
    expect(series?.points).toEqual(rows.map(([year, value]) => ({ year, value, projected: year > actual })));
    expect(series?.points.some((p) => p.projected)).toBe(true);
    expect(series?.points.some((p) => !p.projected)).toBe(true);
  });

  test("a question the data cannot answer has no series", async ({ request, baseURL }) => {
    const question = "How much oil does Brazil produce in barrels a day?";
    const body = await answer(
      await ask(
        request,
        { question, category: "Custom Question", description: "", url: `${baseURL}/post/${idOf(BRAZIL)}` },
        "198.51.100.17",
      ),
    );
    expect(body.check.claims[0]?.series).toBeNull();
  });
});

test("the host the request came to counts as this site, as a proxy names it", async ({ request }) => {
  const response = await request.post(ENDPOINT, {
    data: quick("accuracy", `https://news.basispoint.example/post/${idOf(BRAZIL)}`),
    headers: { "x-forwarded-for": "198.51.100.12", "x-forwarded-host": "news.basispoint.example", "x-forwarded-proto": "https" },
  });
  expect((await answer(response)).article_title).toBe(seedArticles.find((a) => a.slug === BRAZIL)?.title);
});

test("a custom question is checked as its own claim", async ({ request, baseURL }) => {
  const body = await answer(
    await ask(
      request,
      { question: "Was US inflation 9% in 2022?", category: "Custom Question", description: "", url: `${baseURL}/post/${idOf(BRAZIL)}` },
      "198.51.100.12",
    ),
  );
  expect(body.check.claims).toHaveLength(1);
  expect(body.check.claims[0]).toMatchObject({ quoted: "9%", indicator: "inflation_cpi_pct", country: "USA", year: 2022 });
  expect(body.check.explanation).toContain("The question gives 9%");
  expect(body.check.explanation).toContain("8.0% (World Bank WDI, 2022)");
  expect(["needs_context", "not_supported"]).toContain(body.overall_verdict);
});

test("a custom question without a figure is routed to a check of the article", async ({ request, baseURL }) => {
  const body = await answer(
    await ask(
      request,
      { question: "Are these numbers up to date?", category: "Custom Question", description: "", url: `${baseURL}/post/${idOf(BRAZIL)}` },
      "198.51.100.12",
    ),
  );
  expect(body.check.category).toBe("timeliness");
  expect(body.check.claims.length).toBeGreaterThan(5);
});

test("a question the engine cannot map is answered about itself, never with the article's verdict", async ({ request, baseURL }) => {
  const url = `${baseURL}/post/${idOf(BRAZIL)}`;
  const article = await answer(await ask(request, quick("accuracy", url), "198.51.100.16"));
  const question = "How much oil does Brazil produce in barrels a day?";
  const body = await answer(await ask(request, { question, category: "Custom Question", description: "", url }, "198.51.100.16"));
  expect(body.overall_verdict).toBe("unclear");
  expect(body.check.claims.map((c) => c.claim_excerpt)).toEqual([question]);
  expect(body.check.claims.map((c) => c.claim_excerpt)).not.toContain(article.check.claim_excerpt);
  expect(body.check.explanation).toMatch(/could not find/);
  expect(body.check.citations.map((c) => c.url)).toContain("/data/exports-pct-gdp/brazil");
});

test.describe("refusals", () => {
  const valid = (url: string) => ({ ...quick("accuracy", url) });

  for (const url of [
    "https://evil.example/post/1",
    "//evil.example/post/1",
    "http://127.0.0.1@evil.example/post/1",
    "file:///etc/passwd",
    "http://169.254.169.254/latest/meta-data/",
  ]) {
    test(`a foreign address (${url}) is a 400 and nothing is fetched`, async ({ request }) => {
      const response = await ask(request, valid(url), "198.51.100.13");
      expect(response.status()).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.message).toMatch(/^url must/);
      expect(body.errors.url).toBe(body.message);
    });
  }

  for (const path of ["/about", "/post/1/../../x", "/post/abc", "/posts/1"]) {
    test(`a page of this site that is not an article (${path}) is a 400`, async ({ request, baseURL }) => {
      const response = await ask(request, valid(`${baseURL}${path}`), "198.51.100.13");
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({
        message: `url must be the address of an article, like ${baseURL}/post/20.`,
        code: "invalid_article_url",
        errors: { url: `url must be the address of an article, like ${baseURL}/post/20.` },
      });
    });
  }

  test("a missing post and a draft are 404 'Post not found.'", async ({ request, baseURL }) => {
    const missing = await ask(request, valid(`${baseURL}/post/999999`), "198.51.100.14");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: "Post not found.", code: "post_not_found" });
    const published = [...ids.values()];
    const draft = Array.from({ length: seedArticles.length }, (_, i) => i + 1).find((id) => !published.includes(id));
    const hidden = await ask(request, valid(`${baseURL}/post/${draft}`), "198.51.100.14");
    expect(hidden.status()).toBe(404);
  });

  test("a body that is not JSON is a 400", async ({ request }) => {
    const response = await request.post(ENDPOINT, {
      data: "question=hi",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.14" },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body must be JSON.", code: "body_not_json" });
  });

  test("missing and mistyped fields are a 400 naming each field", async ({ request, baseURL }) => {
    const empty = await ask(request, {}, "198.51.100.14");
    expect(empty.status()).toBe(400);
    expect(await empty.json()).toEqual({
      message: "Invalid request.",
      code: "invalid_request",
      errors: {
        question: "question is required.",
        category: "category must be one of accuracy, timeliness, comparability, source, consistency, Custom Question.",
        url: "url is required.",
      },
    });
    const mistyped = await ask(request, { ...valid(`${baseURL}/post/1`), question: 42 }, "198.51.100.14");
    expect(mistyped.status()).toBe(400);
    expect(await mistyped.json()).toEqual({
      message: "question must be text.",
      code: "invalid_request",
      errors: { question: "question must be text." },
    });
    const array = await ask(request, [1, 2], "198.51.100.14");
    expect(array.status()).toBe(400);
  });

  test("an oversized field is a 400 and an oversized body a 413", async ({ request, baseURL }) => {
    const long = await ask(request, { ...valid(`${baseURL}/post/1`), question: "x".repeat(1001) }, "198.51.100.15");
    expect(long.status()).toBe(400);
    expect((await long.json()).errors).toEqual({ question: "question must be at most 1000 characters." });
    const huge = await ask(request, { ...valid(`${baseURL}/post/1`), description: "x".repeat(20_000) }, "198.51.100.15");
    expect(huge.status()).toBe(413);
    expect(await huge.json()).toEqual({ message: "The request body must be at most 16384 bytes.", code: "body_too_large" });
  });

  test("GET is a 405 in the API's error shape", async ({ request }) => {
    const response = await request.get(ENDPOINT);
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("POST");
    expect(await response.json()).toEqual({ message: "Ask for a fact-check with POST.", code: "fact_check_post_only" });
  });

  test("more than 30 requests a minute from one address are a 429 with Retry-After; other addresses go on", async ({ request }) => {
    const address = "203.0.113.99";
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await ask(request, {}, address)).status());
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await ask(request, {}, address);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await ask(request, {}, "203.0.113.100")).status()).toBe(400);
  });
});
