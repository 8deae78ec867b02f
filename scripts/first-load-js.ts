/**
 * `npm run measure:first-load -- <page URL>… [--chunks] [--cookie <name=value>]`: the JavaScript a
 * page makes the browser download on first load, measured as stack-facts §1 does
 * (scripts/lib/first-load.ts), each script gzipped at level 9. Start the production server first
 * (`npm start`), then compare pages or builds. `--chunks` lists each script; `--cookie` sends a
 * cookie with the pages (not the scripts): `next-auth.session-token=<token>` to measure /admin
 * screens as a signed-in staff member (the token of POST /api/auth/login or /verify-2fa).
 */
import { gzipSync } from "node:zlib";
import { firstLoadScripts } from "./lib/first-load";

const cookieAt = process.argv.indexOf("--cookie");
const cookie = cookieAt === -1 ? undefined : process.argv[cookieAt + 1];

async function firstLoad(pageUrl: string): Promise<{ chunks: { url: string; gzip: number }[]; total: number }> {
  const page = await fetch(pageUrl, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  // Followed, a redirect (a staff page's to the sign-in page, say) would measure another page.
  if (page.status >= 300 && page.status < 400)
    throw new Error(`${pageUrl} redirects to ${page.headers.get("location")}${cookie ? "" : " (a staff page needs --cookie)"}`);
  const html = await page.text();
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
  console.error("Usage: npm run measure:first-load -- http://127.0.0.1:3000/post/1 [more page URLs] [--chunks] [--cookie name=value]");
  process.exit(1);
}
for (const page of pages) {
  const { chunks, total } = await firstLoad(page);
  console.log(`${page}: ${chunks.length} script chunks, ${total.toLocaleString("en-US")} bytes gzipped`);
  if (process.argv.includes("--chunks"))
    for (const c of chunks.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${String(c.gzip).padStart(7)}  ${new URL(c.url).pathname}`);
}
