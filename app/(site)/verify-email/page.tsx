import type { Metadata } from "next";
import Alert from "@mui/material/Alert";
import { AuthPage } from "@/components/auth/AuthPage";
import { VerifyEmailForm } from "@/components/auth/VerifyEmailForm";

export const metadata: Metadata = { title: "Confirm your email", robots: { index: false }, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where the mailed link lands (after registration, or to confirm a new address). */
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  return (
    <AuthPage title="Confirm your email" subtitle="Confirming proves the address is yours: only then can the account be linked to Google.">
      {value && value.length <= 200 ? (
        <VerifyEmailForm token={value} />
      ) : (
        <Alert severity="error">This link is incomplete. Open the link from the e-mail again.</Alert>
      )}
    </AuthPage>
  );
}
