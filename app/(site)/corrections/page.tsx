import type { Metadata } from "next";
import { CorrectionsList } from "@/components/pages/CorrectionsList";
import { getCorrections } from "@/lib/posts/service";

// Cached and the same for every reader: kept until a correction is published or edited, or an
// article is unpublished (tagged data; lib/posts/service.ts revalidateCorrections).
export const revalidate = 86400;
export const dynamic = "error";

export const metadata: Metadata = {
  title: "Corrections",
  description: "Every correction Basis Point has published, newest first, with the article it corrects.",
  alternates: { canonical: "/corrections" },
};

export default async function CorrectionsPage() {
  return <CorrectionsList corrections={await getCorrections()} />;
}
