"use client";

import { lazy } from "react";
import { AfterHydration } from "@/components/ui/AfterHydration";
import { PendingCorner } from "./PendingCorner";

// Who is reading is asked after the page has loaded (with swr), so that code is its own chunk: the
// first load of a reading page carries none of it.
const ReaderCorner = lazy(() => import("./ReaderCorner"));

/**
 * The account corner of the header: the bell and the avatar menu for a signed-in reader, Sign In and
 * Sign Up for a visitor. The page around it is the same for everyone, so the browser asks who is
 * reading; until it knows, the corner is an empty box of its final size — a signed-in reader never
 * sees the visitor's links flash, and nothing moves when the answer arrives.
 */
export function HeaderAccount() {
  return (
    <AfterHydration fallback={<PendingCorner />}>
      <ReaderCorner />
    </AfterHydration>
  );
}
