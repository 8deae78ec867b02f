"use client";

import { useSelectedLayoutSegment } from "next/navigation";
import type { ReactNode } from "react";

/**
 * Puts the readers' header and footer around the page, except under /admin, whose layout has its
 * own frame (AdminShell). It decides on the route's segment in the browser's router (and during
 * server rendering), so the root layout reads nothing from the request and the reading pages stay
 * static. An unknown address under /admin matches no segment and gets the readers' 404.
 */
export function ReaderChrome({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  if (useSelectedLayoutSegment() === "admin") return children;
  return (
    <>
      {header}
      <main id="main-content">{children}</main>
      {footer}
    </>
  );
}
