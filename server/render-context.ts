// What one request's render learned about itself, shared by the production server (which opens a
// context per request), the page cache handler and the application code (lib/http/render-outcome.ts).
// The server runs Next's handler inside this context, so a page rendered for the request, and the
// cache write that follows it, see the same object.
import { AsyncLocalStorage } from "node:async_hooks";
import { RENDER_CONTEXT_KEY, type RenderOutcome } from "@/lib/http/render-outcome";

export type { RenderOutcome };

// Next bundles the application's code, and this module is bundled into the server and the cache
// handler apart from it (three module graphs in one process). One instance for all of them lives
// on globalThis under a registered symbol.
type GlobalWithContext = typeof globalThis & { [RENDER_CONTEXT_KEY]?: AsyncLocalStorage<RenderOutcome> };

export function renderContext(): AsyncLocalStorage<RenderOutcome> {
  const holder = globalThis as GlobalWithContext;
  holder[RENDER_CONTEXT_KEY] ??= new AsyncLocalStorage<RenderOutcome>();
  return holder[RENDER_CONTEXT_KEY];
}

/** The outcome of the render running now, if any. */
export function currentRenderOutcome(): RenderOutcome | undefined {
  return renderContext().getStore();
}
