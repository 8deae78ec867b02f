import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/errors/NotFoundScreen";
import { ReaderFrame } from "@/components/layout/ReaderFrame";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// The root's not-found replaces everything under the root layout, (site)'s frame included, so it wears
// the readers' frame itself (an unknown path and a page's notFound() alike).
export default function NotFound() {
  return (
    <ReaderFrame>
      <NotFoundScreen />
    </ReaderFrame>
  );
}
