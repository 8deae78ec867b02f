// A page that calls notFound() (a dead link to a category, a tag, a byline, a CMS page) is answered
// by Next 16 with an empty "error shell": `<html id="__next_error__">`, no stylesheet, an empty body,
// and the not-found page only in the RSC payload, drawn once the browser has loaded and run the
// scripts (vercel/next.js#62228; React's server render runs no error boundary). An address that no
// route matches gets the real not-found page, rendered on the server. For a navigation, the server
// answers the first like the second (docs/decisions/0094). So no route has a not-found page of its
// own, which only Next's shell would know to draw: a page with its own notice draws it with
// markNotFound(), as an article draws "Post not found." (tests/unit/http/not-found-page.test.ts
// fails on a nested not-found file).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { isNavigation } from "./static-brotli";

/** What Next writes into the `<html>` tag of the error shell, and only there. */
const ERROR_SHELL_MARK = 'id="__next_error__"';
/** The mark lies in the document's first tag; a chunk this long holds it if it is there. */
const HEAD_BYTES = 1024;

type Methods = Pick<ServerResponse, "writeHead" | "write" | "end">;

const isErrorShell = (chunk: unknown): boolean =>
  (typeof chunk === "string" || chunk instanceof Uint8Array) && Buffer.from(chunk.slice(0, HEAD_BYTES)).includes(ERROR_SHELL_MARK);

/**
 * Watches a navigation's answer: a 404 whose body opens as the error shell is not sent; once Next has
 * finished writing it, the response's headers are as they were before Next and `renderNotFound`
 * answers (Next's not-found route). Any other answer passes untouched from its first byte.
 */
export function replaceErrorShell(request: IncomingMessage, response: ServerResponse, renderNotFound: () => Promise<void>): void {
  if (request.method !== "GET" || !isNavigation(request)) return;
  const before: OutgoingHttpHeaders = response.getHeaders();
  const own: Methods = { writeHead: response.writeHead, write: response.write, end: response.end };
  let heldHead: unknown[] | undefined;
  let replacing = false;

  const restore = () => Object.assign(response, own);
  const pass = () => {
    restore();
    if (heldHead) own.writeHead.apply(response, heldHead as Parameters<ServerResponse["writeHead"]>);
  };
  /** Decides on the first chunk of the body: true if the answer is the error shell. */
  const decide = (chunk: unknown): boolean => {
    if (replacing) return true;
    replacing = response.statusCode === 404 && isErrorShell(chunk);
    if (!replacing) pass();
    return replacing;
  };

  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    if (status !== 404) {
      restore();
      return own.writeHead.apply(this, args as Parameters<ServerResponse["writeHead"]>);
    }
    // The status may come with the head; the body's first chunk tells which 404 this is.
    this.statusCode = 404;
    heldHead = args;
    return this;
  } as ServerResponse["writeHead"];

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (decide(chunk)) return true;
    return (own.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse["write"];

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const chunk = typeof args[0] === "function" ? undefined : args[0];
    if (!decide(chunk)) return (own.end as (...a: unknown[]) => ServerResponse).apply(this, args);
    restore();
    for (const name of this.getHeaderNames()) if (!(name in before)) this.removeHeader(name);
    for (const [name, value] of Object.entries(before)) if (value !== undefined) this.setHeader(name, value);
    renderNotFound().catch((error: unknown) => {
      console.error("[server] the not-found page failed:", error);
      if (!this.headersSent) this.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      if (!this.writableEnded) this.end("Page not found");
    });
    return this;
  } as ServerResponse["end"];
}
