// What one request's render learned about itself, shared by the production server (which opens a
// context per request), the page cache handler and the application code (lib/http/render-outcome.ts).
// The server runs Next's handler inside this context, so a page rendered for the request, and the
// cache write that follows it, see the same object.
import { AsyncLocalStorage } from "node:async_hooks";

// Next bundles the application's code; this module is loaded by Node itself. One instance for
// both lives on globalThis under a registered symbol.
const KEY = Symbol.for("basis-point.render-context");

/** @returns {AsyncLocalStorage<import("./render-context.d.mts").RenderOutcome>} */
export function renderContext() {
  globalThis[KEY] ??= new AsyncLocalStorage();
  return globalThis[KEY];
}

/** The outcome of the render running now, if any. */
export function currentRenderOutcome() {
  return renderContext().getStore();
}
