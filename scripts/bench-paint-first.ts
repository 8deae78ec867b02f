/**
 * `npm run bench:paint-first`: does loading a shared page's scripts after its first paint
 * (server/paint-first.ts) help a real reader? Two production servers of this build side by side,
 * one with PAINT_FIRST=true (as shipped) and one with PAINT_FIRST=false (the page as Next writes
 * it), each on its own DATA_DIR; Debian's Chromium (not Lighthouse's simulation) at phone size, a
 * fresh profile per load (a first visit: nothing cached), on emulated slow 4G (CDP
 * Network.emulateNetworkConditions: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, Lighthouse's
 * figures) with the CPU 4× slower (Emulation.setCPUThrottlingRate). The two alternate run by run.
 *
 * Per page (the article, and the home page, which has Load More), medians over --runs (default 5):
 *   - FCP and LCP (the browser's paint and largest-contentful-paint entries);
 *   - when Like (article) or Load More (home) can be pressed: the button is enabled, which it is
 *     once the page has hydrated (and, for Like, the reader's state is known);
 *   - the input delay of a press during loading: a real click (CDP input) on the headline as soon as
 *     the first paint is seen; the Event Timing API's first-input entry gives how long it waited
 *     for the main thread (processingStart − startTime).
 * Prints both side by side and the difference. It measures; it has no budget and exits non-zero
 * only when a run measured nothing.
 */
import { chromium, type Browser } from "playwright-core";
import { startAppServer, type AppServer } from "../tests/support/app-server";
import { buildIfNeeded, ROOT } from "./lib/build.mjs";
import { median } from "./lib/latency";

const args = new Map(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, "").split("="))
    .map(([key, value]) => [key ?? "", value ?? "true"] as const),
);
const RUNS = Number(args.get("runs") ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3340);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Lighthouse's slow 4G ("mobile slow 4G" throttling) and its CPU multiplier. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 60_000;

interface Sample {
  fcp: number;
  lcp: number;
  ready: number;
  inputDelay: number;
}

// Runs in the page before its own scripts: paint entries, the first input's delay, and when the
// control (found by its text) is first enabled, checked every frame and every 20 ms.
const OBSERVER = (label: string) => `(() => {
  const m = (window.__bench = { fcp: NaN, lcp: NaN, ready: NaN, inputDelay: NaN });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === "first-contentful-paint") m.fcp = e.startTime; }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.inputDelay = e.processingStart - e.startTime; }).observe({ type: "first-input", buffered: true });
  const check = () => {
    if (!Number.isNaN(m.ready)) return;
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent.trim().startsWith(${JSON.stringify(label)}));
    if (button && !button.disabled && document.readyState !== "loading" && window.__NEXT_HYDRATED !== false) {
      if (Object.keys(button).some((k) => k.startsWith("__reactProps"))) m.ready = performance.now();
    }
    if (Number.isNaN(m.ready)) { requestAnimationFrame(check); setTimeout(check, 20); }
  };
  check();
})()`;

async function load(browser: Browser, url: string, label: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: false,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVER(label));
    const navigation = page.goto(url, { waitUntil: "load", timeout: TIMEOUT_MS });
    // The press during loading: on the headline (not a link), as soon as the page has painted.
    await page.waitForFunction(() => !Number.isNaN((window as unknown as { __bench: Sample }).__bench?.fcp), undefined, {
      polling: 10,
      timeout: TIMEOUT_MS,
    });
    const box = await page.locator("h1").first().boundingBox();
    if (box) await page.mouse.click(box.x + 4, box.y + box.height / 2);
    await navigation;
    await page.waitForFunction(() => !Number.isNaN((window as unknown as { __bench: Sample }).__bench.ready), undefined, {
      timeout: TIMEOUT_MS,
    });
    // LCP is final once the reader has interacted; the press above ends it.
    return await page.evaluate(() => (window as unknown as { __bench: Sample }).__bench);
  } finally {
    await context.close();
  }
}

const fmt = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "not measured");

async function main(): Promise<number> {
  buildIfNeeded();
  const servers: Record<"on" | "off", AppServer> = {
    on: await startAppServer({ port: PORT, root: ROOT, env: { DATABASE_URL: "", PAINT_FIRST: "true" }, inheritOutput: false }),
    off: await startAppServer({ port: PORT + 1, root: ROOT, env: { DATABASE_URL: "", PAINT_FIRST: "false" }, inheritOutput: false }),
  };
  const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox"] });
  let failed = false;
  try {
    const [post] = (await (await fetch(`${servers.on.url}/api/posts?limit=1`)).json()) as { id: number }[];
    if (!post) throw new Error("the site has no article to measure");
    const pages = [
      { name: "article", path: `/post/${post.id}`, control: "Like" },
      { name: "home", path: "/", control: "Load More" },
    ];
    // Each page rendered once on each server: what is measured is the reader's side, not a cold render.
    for (const server of Object.values(servers)) for (const page of pages) await (await fetch(`${server.url}${page.path}`)).text();
    console.log(
      `Chromium ${browser.version()}, phone viewport, slow 4G (150 ms RTT, 1.6 Mbit/s) and CPU ×${CPU_SLOWDOWN}; medians of ${RUNS} first visits each`,
    );
    for (const page of pages) {
      const samples: Record<"on" | "off", Sample[]> = { on: [], off: [] };
      for (let run = 0; run < RUNS; run += 1) {
        for (const variant of run % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) {
          samples[variant].push(await load(browser, `${servers[variant].url}${page.path}`, page.control));
        }
        process.stdout.write(".");
      }
      const medianOf = (variant: "on" | "off", key: keyof Sample) =>
        median(samples[variant].map((sample) => sample[key]).filter(Number.isFinite));
      console.log(`\n\n${page.name} (${page.path})`);
      console.log(`| | paint-first (PAINT_FIRST=true) | as Next writes it (false) | difference |\n|---|---|---|---|`);
      for (const [key, what] of [
        ["fcp", "first contentful paint"],
        ["lcp", "largest contentful paint"],
        ["ready", `${page.control} can be pressed`],
        ["inputDelay", "input delay of a press at first paint"],
      ] as const) {
        const [on, off] = [medianOf("on", key), medianOf("off", key)];
        failed ||= !Number.isFinite(on) || !Number.isFinite(off);
        console.log(
          `| ${what} | ${fmt(on)} | ${fmt(off)} | ${Number.isFinite(on - off) ? `${on - off > 0 ? "+" : ""}${Math.round(on - off)} ms` : ""} |`,
        );
      }
      for (const variant of ["on", "off"] as const)
        console.log(
          `  ${variant}: ${samples[variant].map((s) => `FCP ${Math.round(s.fcp)} LCP ${Math.round(s.lcp)} ready ${Math.round(s.ready)} delay ${Math.round(s.inputDelay)}`).join(" | ")}`,
        );
    }
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
