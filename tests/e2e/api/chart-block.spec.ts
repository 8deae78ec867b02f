import type { APIRequestContext } from "@playwright/test";
import { CHART_TITLE_MAX } from "@/lib/content/official-chart";
import { findEconomy, getSeries } from "@/lib/data/service";
import { seedStaff } from "@/lib/db/seed/staff";
import type { AdminPost } from "@/lib/newsroom/types";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { bearer, expect, signInByApi, test } from "../support/accounts";
import { json } from "../support/http";

// Issue 26's chart block in articles: saved as parameters in the body, drawn on /post/{id} by the server as the
// data pages' SVG chart; forged parameters inject nothing. Against the production build.

const staff = (request: APIRequestContext, role: "editor" | "admin") =>
  signInByApi(request, { email: seedStaff.find((account) => account.role === role)!.email, password: DEMO_STAFF_PASSWORD });
const text = (value: string) => ({ type: "paragraph", content: [{ type: "text", text: value }] });
const chart = (attrs: Record<string, unknown>) => ({ type: "officialChart", attrs });

const created: number[] = [];
test.afterAll(async ({ request }) => {
  const admin = await staff(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

async function publish(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<string> {
  const post = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(token),
      data: { title: `Chart block ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`, category_id: 2, summary: "Charts.", ...body },
    }),
    201,
  );
  created.push(post.id);
  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(token) }));
  const page = await request.get(`/post/${post.id}`);
  expect(page.status()).toBe(200);
  return page.text();
}

test("a published chart block is the data pages' SVG chart, captioned and linked; an unknown series draws nothing", async ({ request }) => {
  const editor = await staff(request, "editor");
  const match = findEconomy("brazil");
  const series = match && "economy" in match ? getSeries("inflation-cpi-pct", match.economy) : null;
  expect(series).not.toBeNull();
  const { indicator } = series!;
  const html = await publish(request, editor, {
    body_json: {
      type: "doc",
      content: [
        text("Prices before the chart."),
        chart({ indicator: "inflation-cpi-pct", countries: ["brazil"], from: 2000, to: 2024 }),
        chart({ indicator: "inflation-cpi-pct", countries: ["atlantis"] }),
        text("Prices after the chart."),
      ],
    },
  });
  const svg = /<svg\b[^>]*\baria-labelledby="(article-chart-\d+)-title"[^>]*>/.exec(html);
  expect(svg, "the chart's SVG").not.toBeNull();
  expect(svg![0]).toContain('role="img"');
  const id = svg![1]!;
  expect(html).toContain(`<title id="${id}-title">${indicator.title}, Brazil, 2000–2024</title>`);
  // One marker for every year with a value in the span, each at its own place.
  const markers = html.match(new RegExp(`<use href="#${id}-circle"`, "g")) ?? [];
  expect(markers).toHaveLength(series!.points.filter((point) => point.year >= 2000 && point.year <= 2024).length);
  const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(html)![1]!.replace(/<[^>]*>/g, "");
  expect(caption).toContain(`${indicator.title}, Brazil, 2000–2024`);
  expect(caption).toContain(`Source: ${indicator.publisherName}, ${indicator.release}.`);
  expect(html).toContain('href="/data/inflation-cpi-pct/brazil"');
  // The body around it, in order; the unknown economy left nothing behind.
  expect(html.indexOf("Prices before the chart.")).toBeLessThan(html.indexOf(`${id}-title`));
  expect(html.indexOf(`${id}-title`)).toBeLessThan(html.indexOf("Prices after the chart."));
  expect(html).not.toContain("atlantis");
  expect(html.match(/aria-labelledby="article-chart-/g)).toHaveLength(1);
  // No chart code reaches the browser: the article loads the same scripts as a seeded article without a chart.
  const plain = await request.get("/post/14");
  expect(plain.status()).toBe(200);
  const scripts = (page: string) => [...page.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]).sort();
  expect(scripts(html).length).toBeGreaterThan(0);
  expect(scripts(html)).toEqual(scripts(await plain.text()));
  // The series page the caption links to exists.
  expect((await request.get("/data/inflation-cpi-pct/brazil")).status()).toBe(200);
});

test("a chart of two economies with a title draws two lines, a legend, the title and a link to the indicator page", async ({ request }) => {
  const editor = await staff(request, "editor");
  const [brazil, chile] = ["brazil", "chile"].map((country) => {
    const match = findEconomy(country);
    return match && "economy" in match ? getSeries("inflation-cpi-pct", match.economy) : null;
  });
  expect(brazil && chile).toBeTruthy();
  const { indicator } = brazil!;
  const title = "Prices in Brazil & Chile <since 2000>";
  const html = await publish(request, editor, {
    body_json: {
      type: "doc",
      content: [chart({ indicator: "inflation-cpi-pct", countries: ["brazil", "chile"], from: 2000, to: 2024, title })],
    },
  });
  const id = /<svg\b[^>]*\baria-labelledby="(article-chart-\d+)-title"/.exec(html)?.[1];
  expect(id, "the chart's SVG").toBeTruthy();
  const escaped = "Prices in Brazil &amp; Chile &lt;since 2000&gt;";
  expect(html).toContain(`<title id="${id}-title">${escaped}</title>`);
  expect(html).not.toContain("<since 2000>");
  // One line and one marker shape for each economy, a marker for every year with a value.
  const start = html.indexOf(`aria-labelledby="${id}-title"`);
  const svg = html.slice(start, html.indexOf("<ul", start));
  expect(svg.match(/vector-effect="non-scaling-stroke"/g)).toHaveLength(2);
  const years = (points: NonNullable<typeof brazil>["points"]) => points.filter((point) => point.year >= 2000 && point.year <= 2024).length;
  const marks = (shape: string) => (html.match(new RegExp(`<use href="#${id}-${shape}" x=`, "g")) ?? []).length;
  expect(marks("circle")).toBe(years(brazil!.points));
  expect(marks("square")).toBe(years(chile!.points));
  // The legend pairs each name with its shape.
  const legend = /<ul[^>]*>([\s\S]*?)<\/ul>/.exec(html.slice(start))![1]!;
  expect(
    legend
      .replace(/<[^>]*>/g, "|")
      .split("|")
      .filter(Boolean),
  ).toEqual(["Brazil", "Chile"]);
  expect(legend).toMatch(new RegExp(`#${id}-circle[\\s\\S]*#${id}-square`));
  const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(html)![1]!.replace(/<[^>]*>/g, "");
  expect(caption).toContain(`${escaped}. ${indicator.title}, Brazil and Chile, 2000–2024`);
  expect(caption).toContain(`Source: ${indicator.publisherName}, ${indicator.release}.`);
  expect(html).toContain('<a href="/data/inflation-cpi-pct">');
  expect((await request.get("/data/inflation-cpi-pct")).status()).toBe(200);
});

test("forged chart parameters are refused in a document and inject no markup from HTML", async ({ request }) => {
  const editor = await staff(request, "editor");
  const refused = await request.post("/api/admin/posts", {
    headers: bearer(editor),
    data: {
      title: "Forged chart",
      category_id: 2,
      body_json: { type: "doc", content: [chart({ indicator: 'inflation-cpi-pct"><script>alert(1)</script>', countries: ["brazil"] })] },
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).code).toBe("invalid_body");
  for (const attrs of [
    { indicator: "inflation-cpi-pct", countries: ["brazil", "chile", "peru", "mexico", "colombia", "ecuador"] },
    { indicator: "inflation-cpi-pct", countries: ["brazil"], title: "x".repeat(CHART_TITLE_MAX + 1) },
  ]) {
    const tooMuch = await request.post("/api/admin/posts", {
      headers: bearer(editor),
      data: { title: "Forged chart", category_id: 2, body_json: { type: "doc", content: [chart(attrs)] } },
    });
    expect(tooMuch.status()).toBe(400);
    expect((await tooMuch.json()).code).toBe("invalid_body");
  }

  const html = await publish(request, editor, {
    description: [
      "<p>Forged charts follow.</p>",
      '<figure data-chart="inflation-cpi-pct/brazil&quot; onload=&quot;alert(1)"></figure>',
      '<figure data-chart="inflation-cpi-pct/brazil" data-from="2010" onmouseover="alert(2)"><script>alert(3)</script><img src=x onerror=alert(4)></figure>',
      '<figure data-chart="inflation-cpi-pct/brazil" data-from="&lt;svg onload=alert(5)&gt;"></figure>',
    ].join(""),
  });
  expect(html).not.toMatch(/alert\([2-5]\)|onmouseover|onerror|onload=/);
  expect(html).not.toContain("alert(1)");
  // The one well-formed block (its foreign attribute dropped) is drawn; the malformed ones are gone.
  expect(html.match(/aria-labelledby="article-chart-/g)).toHaveLength(1);
  expect(html).toMatch(/<title id="article-chart-\d+-title">[^<]+, Brazil, 2010–\d{4}<\/title>/);
});
