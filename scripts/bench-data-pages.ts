/**
 * `npm run bench:data-pages -- <base URL>`: a data page beside the article page on a running production
 * server (`npm start`). Cold: pages never rendered before, fetched one after another (each is a render and a
 * cache write): pages per second and the median time. Warm: autocannon, 20 connections for --duration
 * seconds on one cached page of each kind: requests per second and p99. Run it on a freshly started
 * server, once: a second run finds the "cold" pages cached.
 */
import autocannon from "./lib/load-generator";
import { median } from "./lib/latency";

const base = process.argv.slice(2).find((arg) => /^https?:\/\//.test(arg));
const duration = Number(/--duration=(\d+)/.exec(process.argv.join(" "))?.[1] ?? 10);
if (!base) {
  console.error("Usage: npm run bench:data-pages -- http://127.0.0.1:3000 [--duration=10]");
  process.exit(1);
}
const HEADERS = { "accept-encoding": "gzip, deflate, br" };
const COLD = 20;

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(new URL(path, base), { headers: HEADERS });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

async function cold(paths: string[]): Promise<{ perSecond: number; medianMs: number }> {
  const times: number[] = [];
  for (const path of paths) times.push(await timed(path));
  const total = times.reduce((a, b) => a + b, 0);
  return { perSecond: (paths.length / total) * 1000, medianMs: median(times) };
}

async function warm(path: string): Promise<{ perSecond: number; p99: number }> {
  await timed(path);
  const result = await autocannon({ url: new URL(path, base).href, connections: 20, duration, headers: HEADERS });
  if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

const posts = (await (await fetch(new URL(`/api/posts?limit=${COLD + 1}`, base))).json()) as { id: number }[];
const countries = (await (await fetch(new URL("/data/sitemap.xml", base))).text())
  .match(/<loc>[^<]*\/data\/gdp-growth-pct\/[^<]*<\/loc>/g)!
  .map((loc) => new URL(loc.slice(5, -6)).pathname);
const articleCold = posts.slice(1, COLD + 1).map((p) => `/post/${p.id}`);
const dataCold = countries.slice(1, COLD + 1);
const rows = [
  { page: `article (/post/{id}, ${articleCold.length} cold)`, cold: await cold(articleCold), warm: await warm(`/post/${posts[0]!.id}`) },
  { page: `data (/data/gdp-growth-pct/{country}, ${dataCold.length} cold)`, cold: await cold(dataCold), warm: await warm(countries[0]!) },
];
for (const row of rows)
  console.log(
    `${row.page.padEnd(52)} cold ${row.cold.perSecond.toFixed(1).padStart(6)} pages/s (median ${row.cold.medianMs.toFixed(0)} ms)   warm ${row.warm.perSecond.toFixed(0).padStart(6)} req/s (p99 ${row.warm.p99} ms)`,
  );
