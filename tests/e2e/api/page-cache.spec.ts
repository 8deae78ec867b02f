import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { seedStaff } from "@/lib/db/seed/staff";
import { bearer, signInByApi } from "../support/accounts";
import type { PostSummary } from "@/lib/posts/types";
import { htmlText } from "../support/posts";
import { DEMO_STAFF_PASSWORD, SMTP_PORT } from "../support/services";

// The page cache's tiers (server/cache-handler.ts) on a server of its own, restarted on the same
// DATA_DIR: the second tier on disk outlives the process, and so do the server's replays of
// long-lived pages (DATA_DIR/replay, server/replay-disk.ts). PAGE_CACHE_LOG=1 makes the server print
// each render it keeps, which is how these tests count renders.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 8;
// Made in beforeAll: Playwright also loads this file in processes that only list the tests, and a
// folder made as the module loads would be left behind by each of them.
let dataDir: string;
let server: AppServer | undefined;
let api: APIRequestContext;

test.describe.configure({ mode: "serial" });

async function start(): Promise<AppServer> {
  await server?.stop();
  server = await startAppServer({
    port: PORT,
    dataDir,
    env: {
      // Its own embedded database in dataDir, never the run's (in CI's PostgreSQL pass the run's
      // DATABASE_URL would let this spec's edits and unpublishing reach the other specs' articles).
      DATABASE_URL: undefined,
      PAGE_CACHE_LOG: "1",
      DEMO_STAFF_PASSWORD,
      ALTCHA_COST: "1",
      ALTCHA_MAX_COUNTER: "20",
      AUTH_SECRET: "e2e-page-cache-secret-0123456789abcdef",
      // A staff sign-in may mail a code: to the run's SMTP server, which the test reads.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  return server;
}

/** The renders the server kept since `from` (an offset in its output) of pages whose path ends so. */
const rendersOf = (from: number, page: string) =>
  server!
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("[page-cache] rendered and kept") && line.endsWith(`/$${page}`)).length;

const entriesOnDisk = () =>
  fs.readdirSync(path.join(dataDir, "page-cache"), { recursive: true }).filter((name) => String(name).endsWith(".bin")).length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "basis-point-page-cache-"));
  await start();
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("an article rendered once is served after a restart without rendering it again", async () => {
  test.setTimeout(240_000);
  const filesBefore = entriesOnDisk();
  const first = await api.get("/post/1");
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(rendersOf(0, "/post/1")).toBe(1);
  // One file, the page: its data reads stay in memory (docs/decisions/0002-data-reads-in-memory-only.md).
  await pause(500);
  expect(entriesOnDisk() - filesBefore).toBe(1);
  // The safety net only: edits revalidate the article by its tags.
  expect(first.headers()["cache-control"]).toBe("public, s-maxage=86400, stale-while-revalidate=31449600");

  await start();
  const mark = server!.output().length;
  // Another encoding than the first read's: not replayed, so Next answers, from its cache.
  const again = await api.get("/post/1", { headers: { "accept-encoding": "identity" } });
  expect(again.status()).toBe(200);
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(await again.text()).toBe(html);
  expect(rendersOf(mark, "/post/1")).toBe(0);
});

test("an article read once is answered after a restart by the replay's copy on disk, the HTML and the RSC payload each their own", async () => {
  test.setTimeout(240_000);
  const html = await api.get("/post/3");
  const rsc = await api.get("/post/3", { headers: { rsc: "1" } });
  const readAt = Date.now();
  expect([html.status(), rsc.status()]).toEqual([200, 200]);
  expect(html.headers()["content-type"]).toContain("text/html");
  expect(rsc.headers()["content-type"]).toContain("text/x-component");
  const [htmlBody, rscBody] = [await html.text(), await rsc.text()];
  // The copies are written behind the answers; a stop waits for those queued (server/main.ts), so
  // a restart at once finds them.
  await start();
  const mark = server!.output().length;
  // The payload first, then the page: each request kind gets its own copy, whichever comes first.
  const elapsed = Math.floor((Date.now() - readAt) / 1000);
  expect(elapsed).toBeGreaterThanOrEqual(1);
  const rscAgain = await api.get("/post/3", { headers: { rsc: "1" } });
  const htmlAgain = await api.get("/post/3");
  expect(rscAgain.headers()["content-type"]).toContain("text/x-component");
  expect(await rscAgain.text()).toBe(rscBody);
  expect(htmlAgain.headers()["content-type"]).toContain("text/html");
  expect(await htmlAgain.text()).toBe(htmlBody);
  // The replay says how old its copy is: kept at the first read, before the restart. Next would say
  // nothing. (The RSC payload, answered at `?_rsc` after a redirect, is not noted with its page's tags
  // by the cache handler: it stays in memory and is answered by Next's cache after a restart.)
  expect(Number(htmlAgain.headers()["age"])).toBeGreaterThanOrEqual(elapsed);
  expect(rendersOf(mark, "/post/3")).toBe(0);
});

test("an edit made while the article sat on disk reaches it: its copy there is never served again", async () => {
  test.setTimeout(240_000);
  // An encoding the warm-up after the edit does not ask for: this copy is not replaced by it.
  const gzip = { "accept-encoding": "gzip" };
  const before = await api.get("/post/4", { headers: gzip });
  expect(before.status()).toBe(200);
  await pause(1100);
  await start();
  const fromDisk = await api.get("/post/4", { headers: gzip });
  expect(Number(fromDisk.headers()["age"])).toBeGreaterThanOrEqual(1);
  expect(await fromDisk.text()).toBe(await before.text());

  const editor = seedStaff.find((member) => member.role === "editor")!;
  const token = await signInByApi(api, { email: editor.email, password: DEMO_STAFF_PASSWORD });
  const title = `Revised headline ${randomBytes(4).toString("hex")}`;
  const edited = await api.patch("/api/admin/posts/4", { headers: bearer(token), data: { title } });
  expect(edited.status(), await edited.text()).toBe(200);
  expect((await (await api.get("/post/4", { headers: gzip })).text()).includes(htmlText(title))).toBe(true);
  await start();
  expect((await (await api.get("/post/4", { headers: gzip })).text()).includes(htmlText(title))).toBe(true);
});

test("an edit reaches both tiers: the article shows it at once, after the pages are warmed, and after a restart", async () => {
  test.setTimeout(240_000);
  const editor = seedStaff.find((member) => member.role === "editor")!;
  const token = await signInByApi(api, { email: editor.email, password: DEMO_STAFF_PASSWORD });
  expect((await api.get("/post/1")).status()).toBe(200); // kept before the edit
  const mark = server!.output().length;
  const title = `Corrected headline ${randomBytes(4).toString("hex")}`;
  const edited = await api.patch("/api/admin/posts/1", { headers: bearer(token), data: { title } });
  expect(edited.status(), await edited.text()).toBe(200);
  const { category_slug: category } = (await (await api.get("/api/posts/1")).json()) as { category_slug: string };

  // Warm on publish: the article, its category and the home page are rendered with no reader asking.
  await expect
    .poll(() => [rendersOf(mark, "/post/1"), rendersOf(mark, `/category/${category}`), rendersOf(mark, "/index")], {
      timeout: 30_000,
    })
    .toEqual([1, 1, 1]);
  // Served without rendering again: from the cache, or within a second of the warm-up from the
  // server's replay of that very answer (whose headers say MISS, as the warm-up's render did).
  const warmed = await api.get("/post/1");
  expect((await warmed.text()).includes(htmlText(title))).toBe(true);
  expect(rendersOf(mark, "/post/1")).toBe(1);

  await start();
  const afterRestart = await api.get("/post/1");
  expect((await afterRestart.text()).includes(htmlText(title))).toBe(true);
});

test("an article unpublished is gone at once and stays gone after a restart", async () => {
  test.setTimeout(240_000);
  const editor = seedStaff.find((member) => member.role === "editor")!;
  const token = await signInByApi(api, { email: editor.email, password: DEMO_STAFF_PASSWORD });
  expect((await api.get("/post/2")).status()).toBe(200);
  await pause(1100);
  // Past a second, an article is still answered by the server's replay (which says its Age): kept
  // until a revalidation, which the unpublishing makes.
  const replayed = await api.get("/post/2");
  expect(replayed.status()).toBe(200);
  expect(Number(replayed.headers()["age"])).toBeGreaterThanOrEqual(1);
  const unpublished = await api.post("/api/admin/posts/2/unpublish", { headers: bearer(token) });
  expect(unpublished.status(), await unpublished.text()).toBe(200);
  expect((await api.get("/post/2")).status()).toBe(404);
  await start();
  expect((await api.get("/post/2")).status()).toBe(404);
});

test("1,000 random not-found URLs add no page to the cache and are kept by shared caches a minute at most", async () => {
  test.setTimeout(240_000);
  const before = entriesOnDisk();
  const mark = server!.output().length;
  const paths = Array.from({ length: 1000 }, (_, index) => {
    const random = randomBytes(6).toString("hex");
    return [`/post/${900_000 + index}`, `/${random}`, `/category/${random}`][index % 3]!;
  });
  for (let index = 0; index < paths.length; index += 20) {
    const answers = await Promise.all(paths.slice(index, index + 20).map((page) => api.get(page)));
    for (const answer of answers) {
      expect(answer.status()).toBe(404);
      expect(answer.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    }
  }
  const kept = server!
    .output()
    .slice(mark)
    .split("\n")
    .filter((line) => line.startsWith("[page-cache] rendered and kept")).length;
  console.log(`[page-cache] after 1,000 not-found URLs: ${kept} pages kept, ${entriesOnDisk() - before} new entries on disk`);
  expect(kept).toBe(0);
  // A few shared entries may be written meanwhile (a list refreshed), never one per URL.
  expect(entriesOnDisk() - before).toBeLessThanOrEqual(5);
});

/** The articles a page links to (`href="/post/{id}"`: an article's related ones and its byline's latest). */
const linkedPosts = (html: string) => new Set([...html.matchAll(/href="\/post\/(\d+)"/g)].map((match) => Number(match[1])));

/** A live article the tests above left alone, read twice so that the second answer is the kept one. */
async function keptArticle(skip: number[]): Promise<{ id: number; categoryId: number; html: string }> {
  const listed = (await (await api.get("/api/posts?limit=50")).json()) as PostSummary[];
  const article = listed.find((post) => post.id > 2 && !skip.includes(post.id))!;
  expect((await api.get(`/post/${article.id}`)).status()).toBe(200);
  await pause(1100);
  const kept = await api.get(`/post/${article.id}`);
  expect(kept.status()).toBe(200);
  return { id: article.id, categoryId: article.category_id, html: await kept.text() };
}

test("publishing, editing or discussing other articles leaves an article as it was rendered", async () => {
  test.setTimeout(240_000);
  const editor = seedStaff.find((member) => member.role === "editor")!;
  const token = await signInByApi(api, { email: editor.email, password: DEMO_STAFF_PASSWORD });
  const article = await keptArticle([]);
  const path = `/post/${article.id}`;
  const shown = linkedPosts(article.html);
  const listed = (await (await api.get("/api/posts?limit=50")).json()) as PostSummary[];
  const other = listed.find((post) => post.id > 2 && post.id !== article.id && !shown.has(post.id))!;
  const mark = server!.output().length;

  // A new article in the same category (a list showing it is rendered again), an edit of one the
  // article does not show, and a comment approved on the new one.
  const title = `Fresh story ${randomBytes(4).toString("hex")}`;
  const created = await api.post("/api/admin/posts", {
    headers: bearer(token),
    data: { title, description: "<p>Just in.</p>", category_id: article.categoryId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await api.post(`/api/admin/posts/${id}/publish`, { headers: bearer(token) });
  expect(published.status(), await published.text()).toBe(200);
  const otherTitle = `Edited elsewhere ${randomBytes(4).toString("hex")}`;
  expect((await api.patch(`/api/admin/posts/${other.id}`, { headers: bearer(token), data: { title: otherTitle } })).status()).toBe(200);
  const text = `A comment ${randomBytes(4).toString("hex")}`;
  const comment = await api.post("/api/comments", { headers: bearer(token), data: { text, post_id: id } });
  expect(comment.status(), await comment.text()).toBe(201);
  const { id: commentId } = (await comment.json()) as { id: number };
  const approved = await api.patch(`/api/admin/comments/${commentId}`, { headers: bearer(token), data: { status: "approved" } });
  expect(approved.status(), await approved.text()).toBe(200);

  // What shows them shows them: the new article with its comment, the edited one, the lists.
  await expect.poll(() => rendersOf(mark, "/index"), { timeout: 30_000 }).toBeGreaterThan(0);
  const fresh = await (await api.get(`/post/${id}`)).text();
  expect(fresh).toContain(htmlText(title));
  expect(fresh).toContain(htmlText(text));
  expect(await (await api.get(`/post/${other.id}`)).text()).toContain(htmlText(otherTitle));
  expect(await (await api.get("/")).text()).toContain(htmlText(title));
  const { category_slug: category } = (await (await api.get(`/api/posts/${id}`)).json()) as { category_slug: string };
  expect(await (await api.get(`/category/${category}`)).text()).toContain(htmlText(title));

  // The article shows none of them: the same bytes, kept (Next's page cache or the server's replay), not rendered.
  const again = await api.get(path);
  expect(await again.text()).toBe(article.html);
  expect(again.headers()["x-nextjs-cache"] === "HIT" || Number(again.headers()["age"]) >= 1).toBe(true);
  expect(rendersOf(mark, path)).toBe(0);
});

test("unpublishing an article shown under another renders that one again without it: no dead link", async () => {
  test.setTimeout(240_000);
  const editor = seedStaff.find((member) => member.role === "editor")!;
  const token = await signInByApi(api, { email: editor.email, password: DEMO_STAFF_PASSWORD });
  const article = await keptArticle([]);
  const path = `/post/${article.id}`;
  const [related] = (await (await api.get(`/api/posts/${article.id}/related`)).json()) as PostSummary[];
  expect(related).toBeDefined();
  expect(linkedPosts(article.html).has(related!.id)).toBe(true);
  const mark = server!.output().length;

  const unpublished = await api.post(`/api/admin/posts/${related!.id}/unpublish`, { headers: bearer(token) });
  expect(unpublished.status(), await unpublished.text()).toBe(200);
  const after = await api.get(path);
  expect(after.status()).toBe(200);
  const html = await after.text();
  expect(html).not.toBe(article.html);
  expect(linkedPosts(html).has(related!.id)).toBe(false);
  await expect.poll(() => rendersOf(mark, path), { timeout: 10_000 }).toBe(1);
});
