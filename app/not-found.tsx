import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/errors/NotFoundScreen";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return <NotFoundScreen />;
}
