// A reading page is painted before its scripts load. Next puts the framework's scripts in the page
// as `async` (and preloads the entry), so they download alongside the stylesheets, the font and
// the hero image, and a browser that has them early (a repeat visitor, a fast link) runs them, and
// starts hydrating, before it first paints. On a slow phone both delay the first paint: the
// scripts' 100-odd KB share the connection with what the paint needs, and hydration's tasks hold the
// main thread. So the public pages (the same bytes for every reader: `Cache-Control: public,
// s-maxage=…`) list their scripts for a small inline loader instead, which adds them once the
// browser reports the first contentful paint. The text, images and links are all in the HTML; what
// waits is what hydration brings (Load More, like and save, the reader's corner), a few hundred
// milliseconds later on a slow phone.
import type { ServerResponse } from "node:http";
import { bodyChunk } from "./body-chunk";

// React writes a script that Next loads with the page as `<script src="…" async=""></script>`, and
// the entry's preload as `<link rel="preload" as="script" fetchPriority="low" href="…"/>`.
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"\s]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"\s]+)"\/>/g;

/**
 * Adds the scripts listed in its `data-scripts` once the browser has painted content (a paint entry
 * of `first-contentful-paint`), or at `load` where paint timing is not supported; and after three
 * seconds in any case, for a page opened in a background tab, which does not paint.
 */
const LOADER =
  "(function(n){var d=0,s=n.dataset.scripts.split(' '),P=window.PerformanceObserver;" +
  "function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e)})}" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
  "else addEventListener('load',go);setTimeout(go,3000)})(document.currentScript)";

/**
 * The page with its framework scripts moved from `<script async>` tags (and the entry's preload)
 * into the loader at the end of the body; unchanged when it has none.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const scripts: string[] = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return "";
  });
  if (scripts.length === 0 || !withoutScripts.includes("</body>")) return html;
  const listed = new Set(scripts);
  const rest = withoutScripts.replace(SCRIPT_PRELOAD, (tag, href: string) => (listed.has(href) ? "" : tag));
  const end = rest.lastIndexOf("</body>");
  const loader = `<script data-scripts="${scripts.join(" ")}">${LOADER}</script>`;
  return `${rest.slice(0, end)}${loader}${rest.slice(end)}`;
}

function isPublicPage(response: ServerResponse): boolean {
  const type = response.getHeader("content-type");
  const cacheControl = response.getHeader("cache-control");
  return (
    typeof type === "string" &&
    type.startsWith("text/html") &&
    typeof cacheControl === "string" &&
    /^(public, )?s-maxage=/.test(cacheControl)
  );
}

/**
 * Rewrites a public page as `loadScriptsAfterFirstPaint` says, before it is compressed. The page
 * is held until Next has written all of it (a reading page comes from the cache whole; nothing on it
 * streams). Call after the compression has wrapped the response, so this sees what Next writes.
 */
export function paintBeforeScripts(response: ServerResponse): void {
  const write = response.write as (this: ServerResponse, ...args: unknown[]) => boolean;
  const end = response.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  const chunks: Buffer[] = [];
  let held: boolean | undefined;
  const holding = (self: ServerResponse) => {
    // Decided at the first write: Next has set the page's headers by then; a response whose headers
    // already left with a length cannot change its body.
    held ??= isPublicPage(self) && !(self.headersSent && self.hasHeader("content-length"));
    return held;
  };
  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (!holding(this) || chunk === undefined || chunk === null) return write.call(this, chunk, encoding, callback);
    chunks.push(bodyChunk(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  } as ServerResponse["write"];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!holding(this)) return end.apply(this, args);
    const callback = typeof args.at(-1) === "function" ? args.pop() : undefined;
    const [chunk, encoding] = args;
    if (chunk !== undefined && chunk !== null) chunks.push(bodyChunk(chunk, encoding));
    if (chunks.length === 0) return end.call(this, undefined, undefined, callback);
    const body = Buffer.from(loadScriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8")));
    if (!this.headersSent && this.hasHeader("content-length")) this.setHeader("Content-Length", body.length);
    return end.call(this, body, undefined, callback);
  } as ServerResponse["end"];
}
