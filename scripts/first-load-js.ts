/**
 * `npm run measure:first-load -- <page URL>…`: the JavaScript a page makes the browser download on
 * first load, measured as stack-facts §1 does (scripts/lib/first-load.ts), each script gzipped at
 * level 9. Start the production server first (`npm start`), then compare pages or builds.
 */
import { gzipSync } from "node:zlib";
import { firstLoadScripts } from "./lib/first-load";

async function firstLoad(pageUrl: string): Promise<{ chunks: { url: string; gzip: number }[]; total: number }> {
  const html = await (await fetch(pageUrl)).text();
  const chunks = await Promise.all(
    firstLoadScripts(html).map(async (src) => {
      const url = new URL(src, pageUrl).href;
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      return { url, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { chunks, total: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}

const pages = process.argv.slice(2).filter((arg) => /^https?:\/\//.test(arg));
if (pages.length === 0) {
  console.error("Usage: npm run measure:first-load -- http://127.0.0.1:3000/post/1 [more page URLs]");
  process.exit(1);
}
for (const page of pages) {
  const { chunks, total } = await firstLoad(page);
  console.log(`${page}: ${chunks.length} script chunks, ${total.toLocaleString("en-US")} bytes gzipped`);
  if (process.argv.includes("--chunks"))
    for (const c of chunks.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${String(c.gzip).padStart(7)}  ${new URL(c.url).pathname}`);
}
