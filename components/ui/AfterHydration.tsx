"use client";

import { Suspense, type ReactNode } from "react";
import { useHydrated } from "./useHydrated";

/**
 * Renders `children` only in the browser, once the page has hydrated; `fallback` stands in before
 * (in the server's HTML, which is the same for every reader) and while a lazy child's code loads.
 * A `lazy()` child rendered here is not part of the page's first-load JavaScript: the server never
 * renders it, so Next does not preload its chunk.
 */
export function AfterHydration({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
