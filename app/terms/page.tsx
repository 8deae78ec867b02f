import type { Metadata } from "next";
import { connection } from "next/server";
import { LegalDisclaimer } from "@/components/pages/LegalDisclaimer";

export const metadata: Metadata = {
  title: "Terms and Legal Disclaimer",
  description: "The Basis Point legal disclaimer: information only, no investment advice, accuracy of data, liability, third-party links and more.",
  alternates: { canonical: "/terms" },
};

export default async function TermsPage() {
  // Rendered per request: the last-updated date is today's (spec §2).
  await connection();
  return <LegalDisclaimer updated={new Date()} />;
}
