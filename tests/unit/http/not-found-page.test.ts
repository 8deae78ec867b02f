/**
 * @jest-environment node
 */
// A navigation that Next answers with its empty error shell (a page that called notFound()) gets the
// not-found page instead (server/not-found-page.ts), through the server's own stages on a real HTTP
// server, with a stand-in for Next that answers as Next 16 does.
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RenderOutcome } from "@/lib/http/render-outcome";
import fs from "node:fs";
import path from "node:path";
import { clearResponseCache } from "@/server/response-cache";
import { stagesServer } from "@/tests/support/stages-server";

/** Long enough to be compressed, as a page is. */
const FILLER = "words ".repeat(400);
const ERROR_SHELL = `<!DOCTYPE html><html data-dpl-id="build-1" id="__next_error__"><head><meta charSet="utf-8"/></head><body><div hidden=""></div><script>self.__next_f.push([1,"${FILLER}"])</script></body></html>`;
const NOT_FOUND_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Page not found</title></head><body><main><h1>Page not found</h1>${FILLER}</main></body></html>`;

/** How the stand-in answers: Next's head for a not-found page (with the ETag of its body), then the body in two writes. */
function nextAnswers(response: ServerResponse, status: number, body: string, cacheControl = "s-maxage=60"): void {
  response.statusCode = status;
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.setHeader("Cache-Control", cacheControl);
  response.setHeader("ETag", `"${body.length}"`);
  response.setHeader("x-nextjs-cache", "MISS");
  response.write(body.slice(0, 300));
  response.end(body.slice(300));
}

let render: (request: IncomingMessage, response: ServerResponse) => void;
let notFoundRenders = 0;
const context = new AsyncLocalStorage<RenderOutcome>();
const { origin } = stagesServer({
  context,
  render: async (request, response) => render(request, response),
  renderNotFound: async (_request, response) => {
    notFoundRenders += 1;
    // Next's not-found route: its own head, a page rendered on the server.
    nextAnswers(response, 404, NOT_FOUND_PAGE, "private, no-cache, no-store, max-age=0, must-revalidate");
  },
});
beforeEach(() => {
  clearResponseCache();
  notFoundRenders = 0;
  render = (_request, response) => nextAnswers(response, 404, ERROR_SHELL);
});

const APP = path.join(process.cwd(), "app");
const NAVIGATION = { accept: "text/html,application/xhtml+xml", "accept-encoding": "br, gzip" };

test("a navigation Next answers with the error shell gets the not-found page, with its head alone", async () => {
  const response = await fetch(`${origin()}/category/nope`, { headers: NAVIGATION });
  expect(response.status).toBe(404);
  expect(response.headers.get("content-encoding")).toBe("br");
  const html = await response.text();
  expect(html).toBe(NOT_FOUND_PAGE);
  // Nothing of the shell's head is left: its ETag named other bytes.
  expect(response.headers.get("etag")).toBe(`"${NOT_FOUND_PAGE.length}"`);
  expect(response.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(notFoundRenders).toBe(1);
});

test("the router's RSC request, a HEAD, a real not-found page and any other status pass as Next sent them", async () => {
  const shell = await fetch(`${origin()}/category/nope`, { headers: { ...NAVIGATION, rsc: "1" } });
  expect(shell.status).toBe(404);
  expect(await shell.text()).toBe(ERROR_SHELL);
  expect((await fetch(`${origin()}/category/nope`, { method: "HEAD", headers: NAVIGATION })).status).toBe(404);

  render = (_request, response) => nextAnswers(response, 404, NOT_FOUND_PAGE);
  const page = await fetch(`${origin()}/a/b/c`, { headers: NAVIGATION });
  expect(await page.text()).toBe(NOT_FOUND_PAGE);
  expect(page.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");

  const article = `<!DOCTYPE html><html lang="en"><body>${FILLER}</body></html>`;
  render = (_request, response) => nextAnswers(response, 200, article);
  const ok = await fetch(`${origin()}/post/1`, { headers: NAVIGATION });
  expect(ok.status).toBe(200);
  expect(await ok.text()).toBe(article);
  expect(notFoundRenders).toBe(0);
});

test("no route has a not-found page of its own: the server would send the root's in place of its shell", () => {
  // A page with a notice of its own draws it with markNotFound(), as app/(site)/post/[id]/page.tsx does.
  const nested: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (dir !== APP && /^not-found\.(tsx|jsx|ts|js)$/.test(entry.name)) nested.push(path.relative(APP, file));
    }
  };
  visit(APP);
  expect(nested).toEqual([]);
  expect(fs.existsSync(path.join(APP, "not-found.tsx"))).toBe(true);
});
