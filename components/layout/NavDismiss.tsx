"use client";

import { useEffect } from "react";

/**
 * Closes an open header dropdown (a native popover) when one of its links is followed: client-side
 * navigation keeps the header mounted, so the browser would otherwise leave it open.
 */
export function NavDismiss() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const popover = event.target instanceof Element ? event.target.closest("a[href]")?.closest<HTMLElement>("[popover]") : null;
      popover?.hidePopover();
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
