import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The official data pages through HTTP against the production build, checked against the snapshot's files.

const OFFICIAL = path.join(process.cwd(), "data/official");

/** year → the cell exactly as written, for one economy of one indicator file. */
function sourceCells(file: string, code: string): Map<number, string> {
  const cells = new Map<number, string>();
  for (const line of fs
    .readFileSync(path.join(OFFICIAL, `${file}.csv`), "utf8")
    .trim()
    .split("\n")
    .slice(1)) {
    if (!line.startsWith(`${code},`)) continue;
    const parts = line.split(",");
    cells.set(Number(parts.at(-2)), parts.at(-1)!);
  }
  return cells;
}

function imfLatestActual(file: string, code: string): number {
  const row = fs
    .readFileSync(path.join(OFFICIAL, "imf_weo_latest_actual.csv"), "utf8")
    .split("\n")
    .find((line) => line.startsWith(`${file},`) && line.split(",")[2] === code);
  return Number(/(\d{4})/.exec(row!.split(",")[3]!)![1]);
}

/** The table's rows: year → the exact value it carries, what it shows and its status cell. */
function tableRows(html: string): Map<number, { exact?: string; shown: string; row: string }> {
  const rows = new Map<number, { exact?: string; shown: string; row: string }>();
  for (const match of html.matchAll(/<tr[^>]*data-year="(\d{4})"[^>]*>(.*?)<\/tr>/g)) {
    const row = match[2]!;
    const data = /<data value="([^"]*)">([^<]*)<\/data>/.exec(row);
    rows.set(Number(match[1]), { exact: data?.[1], shown: data?.[2] ?? row.replace(/<[^>]+>/g, " "), row });
  }
  return rows;
}

/** Whether a displayed figure ("4.4%", "US$30.62 trillion", "−1.2%", "1,234") is a rounding of `value`. */
function isRoundingOf(shown: string, value: number): boolean {
  const match = /(−)?(?:US\$|Int\$)?([\d,]+)(?:\.(\d+))?\s*(trillion|billion|million)?/.exec(shown);
  if (!match) return false;
  const scale = { trillion: 1e12, billion: 1e9, million: 1e6 }[match[4] as string] ?? 1;
  const decimals = match[3]?.length ?? 0;
  const number = Number(`${match[2]!.replaceAll(",", "")}.${match[3] ?? 0}`) * scale * (match[1] ? -1 : 1);
  return Math.abs(number - value) <= 0.5 * 10 ** -decimals * scale * (1 + 1e-9);
}

const SAMPLE = [
  { page: "/data/inflation-cpi-pct/brazil", file: "inflation_cpi_pct", code: "BRA", imf: false },
  { page: "/data/imf-inflation-cpi-pct/brazil", file: "imf_inflation_cpi_pct", code: "BRA", imf: true },
  { page: "/data/central-government-debt-pct-gdp/bahrain", file: "central_government_debt_pct_gdp", code: "BHR", imf: false },
  { page: "/data/gdp-current-usd/united-states", file: "gdp_current_usd", code: "USA", imf: false },
  { page: "/data/government-debt-pct-gdp/japan", file: "government_debt_pct_gdp", code: "JPN", imf: true },
  { page: "/data/population/cote-d-ivoire", file: "population", code: "CIV", imf: false },
];

for (const { page, file, code, imf } of SAMPLE) {
  test(`${page}: every year of the source file, value by value, projections marked, gaps empty`, async ({ request }) => {
    const response = await request.get(page);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/^public, s-maxage=\d+/);
    const rows = tableRows(await response.text());
    const cells = sourceCells(file, code);
    const years = [...cells.keys()];
    const latestActual = imf ? imfLatestActual(file, code) : Infinity;
    for (let year = Math.min(...years); year <= Math.max(...years); year++) {
      const row = rows.get(year);
      expect(row, `${page} ${year}`).toBeDefined();
      const cell = cells.get(year);
      if (cell === undefined) {
        expect(row!.exact, `${page} ${year} is a gap`).toBeUndefined();
        expect(row!.row).toContain("No data");
        continue;
      }
      expect(row!.exact, `${page} ${year}`).toBe(cell);
      expect(isRoundingOf(row!.shown, Number(cell)), `${page} ${year}: "${row!.shown}" rounds ${cell}`).toBe(true);
      if (imf) expect(row!.row, `${page} ${year}`).toContain(year > latestActual ? "IMF projection" : "Actual");
    }
    expect(rows.size).toBe(Math.max(...years) - Math.min(...years) + 1);
  });
}

test("the sample has a projection year and a gap", () => {
  expect(imfLatestActual("imf_inflation_cpi_pct", "BRA")).toBeLessThan(Math.max(...sourceCells("imf_inflation_cpi_pct", "BRA").keys()));
  expect(sourceCells("central_government_debt_pct_gdp", "BHR").has(2005)).toBe(false);
  expect(sourceCells("central_government_debt_pct_gdp", "BHR").has(2004)).toBe(true);
});

test("the series page: the sentence, the chart labelled for screen readers, Dataset JSON-LD, canonical and Open Graph", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/data/imf-inflation-cpi-pct/brazil")).text();
  expect(html).toContain("Inflation in Brazil was 4.4% in 2024, down from 4.6% in 2023; the IMF projects 2.9% for 2030.");
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="series-chart-title"[^>]*aria-describedby="series-chart-desc"/);
  expect(html).toContain("IMF projections</text>");
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/data\/imf-inflation-cpi-pct\/brazil"/);
  expect(html).toMatch(/<meta property="og:title" content="Inflation, IMF \(consumer prices\): Brazil"/);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const dataset = blocks.find((block) => block["@type"] === "Dataset");
  expect(dataset).toMatchObject({
    "@context": "https://schema.org",
    name: "Inflation, IMF (consumer prices): Brazil",
    url: `${baseURL}/data/imf-inflation-cpi-pct/brazil`,
    temporalCoverage: "1990/2030",
    creator: { name: "International Monetary Fund, World Economic Outlook (October 2025)" },
    distribution: [{ "@type": "DataDownload", encodingFormat: "text/csv", contentUrl: `${baseURL}/data/imf-inflation-cpi-pct/brazil.csv` }],
  });
  expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
});

test("the series page's Open Graph image: a 1200×630 PNG of the chart, cached like the page", async ({ request }) => {
  const html = await (await request.get("/data/imf-inflation-cpi-pct/brazil")).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(/\/data\/imf-inflation-cpi-pct\/brazil\/opengraph-image/);
  expect(html).toMatch(/<meta property="og:image:width" content="1200"/);
  expect(html).toMatch(/<meta property="og:image:height" content="630"/);
  expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
  const response = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toBe("public, s-maxage=86400, stale-while-revalidate=31449600");
  const png = await response.body();
  // The PNG signature, then the IHDR chunk's width and height.
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect((await request.get("/data/imf-inflation-cpi-pct/atlantis/opengraph-image")).status()).toBe(404);
});

test("the CSV download: year,value,projected with the source's exact cells", async ({ request }) => {
  const response = await request.get("/data/imf-inflation-cpi-pct/brazil.csv");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["cache-control"]).toMatch(/^public, s-maxage=\d+/);
  const latestActual = imfLatestActual("imf_inflation_cpi_pct", "BRA");
  const expected = [...sourceCells("imf_inflation_cpi_pct", "BRA")].map(([year, cell]) => `${year},${cell},${year > latestActual}`);
  expect(await response.text()).toBe(`year,value,projected\n${expected.join("\n")}\n`);
  // A cell a number cannot write back as the file does (0.000000029918, not 2.9918e-8).
  const angola = await (await request.get("/data/exchange-rate-lcu-per-usd/angola.csv")).text();
  expect(angola.split("\n")[1]).toBe(`1990,${sourceCells("exchange_rate_lcu_per_usd", "AGO").get(1990)},false`);
  const missing = await request.get("/data/inflation-cpi-pct/atlantis.csv");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: "There is no such data series.", code: "data_series_not_found" });
});

test("a lower-case ISO3 code answers 308 to the economy's address, for pages and downloads", async ({ request }) => {
  for (const [from, to] of [
    ["/data/inflation-cpi-pct/bra", "/data/inflation-cpi-pct/brazil"],
    ["/data/gdp-current-usd/usa", "/data/gdp-current-usd/united-states"],
    ["/data/country/civ", "/data/country/cote-d-ivoire"],
    ["/data/inflation-cpi-pct/bra.csv", "/data/inflation-cpi-pct/brazil.csv"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers()["location"]!, "http://x").pathname, from).toBe(to);
  }
  expect((await request.get("/data/inflation-cpi-pct/atlantis")).status()).toBe(404);
  expect((await request.get("/data/no-such-indicator")).status()).toBe(404);
});

test("the indicator page ranks economies highest first, sorts by name through a link, and lists aggregates apart", async ({ request }) => {
  const names = (html: string, table: number) =>
    [...html.split("<table")[table]!.matchAll(/<th scope="row"><a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
  const byValue = await (await request.get("/data/gdp-current-usd")).text();
  expect(names(byValue, 1).slice(0, 2)).toEqual(["United States", "China"]);
  expect(names(byValue, 1)).not.toContain("World");
  expect(names(byValue, 2)).toContain("World");
  expect(byValue).toContain('href="/data/gdp-current-usd?sort=name"');
  const byName = await (await request.get("/data/gdp-current-usd?sort=name")).text();
  const sorted = names(byName, 1);
  expect(sorted[0]).toBe("Afghanistan");
  expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, "en")));
  expect(byName).toMatch(/<link rel="canonical" href="[^"]*\/data\/gdp-current-usd"/);
});

test("every data page is in the data sitemap, which robots.txt lists", async ({ request, baseURL }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${baseURL}/data/sitemap.xml`);
  const xml = await (await request.get("/data/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(6000);
  expect(locs.length).toBeLessThanOrEqual(50_000);
  for (const page of ["/data", "/data/inflation-cpi-pct", "/data/inflation-cpi-pct/brazil", "/data/country/korea-rep"])
    expect(locs).toContain(`${baseURL}${page}`);
});

test("no chart library reaches the browser: the d3 code is in the server bundle and in no client chunk", () => {
  // Strings minifiers keep: d3-path's error (under d3-shape's line), d3-format's (under d3-scale's ticks), Plot's name.
  const MARKERS = ["negative radius: ", "invalid format: ", "@observablehq/plot", "d3-scale", "d3-shape"];
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : entry.name.endsWith(".js") ? [full] : [];
    });
  const client = files(path.join(process.cwd(), ".next/static"));
  expect(client.length).toBeGreaterThan(10);
  const found = client.flatMap((file) => {
    const text = fs.readFileSync(file, "utf8");
    return MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${path.basename(file)}: ${marker}`);
  });
  expect(found).toEqual([]);
  // The markers do find d3 where it is: the server's build of the data pages.
  const server = files(path.join(process.cwd(), ".next/server")).some((file) =>
    fs.readFileSync(file, "utf8").includes("negative radius: "),
  );
  expect(server).toBe(true);
});
