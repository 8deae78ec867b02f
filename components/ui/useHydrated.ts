import { startTransition, useEffect, useState } from "react";

// Set once the page's first hydration has committed: components mounted later (a client
// navigation) know from their first render.
let pageHydrated = false;

/**
 * False in the server's HTML and during hydration, true once React runs the component in the
 * browser: a control can stay disabled until its click handler exists, rather than swallowing a
 * click on a slow phone. The switch after hydration is a transition, so React renders what it
 * reveals (the reader's islands) in slices instead of one long task on a slow phone's main thread.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
