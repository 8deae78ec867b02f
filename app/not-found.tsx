import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/errors/NotFoundScreen";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// In the readers' frame, which the root layout puts around it (an unknown path and a page's notFound() alike).
export default function NotFound() {
  return <NotFoundScreen />;
}
