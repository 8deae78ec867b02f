import type { Metadata } from "next";
import { LegalDisclaimer } from "@/components/pages/LegalDisclaimer";

// Cached and the same for every reader; rendered again every hour, so 'last updated' is today's.
export const revalidate = 3600;
export const dynamic = "error";

export const metadata: Metadata = {
  title: "Terms and Legal Disclaimer",
  description:
    "The Basis Point legal disclaimer: information only, no investment advice, accuracy of data, liability, third-party links and more.",
  alternates: { canonical: "/terms" },
};

export default async function TermsPage() {
  return <LegalDisclaimer updated={new Date()} />;
}
