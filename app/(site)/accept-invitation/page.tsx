import type { Metadata } from "next";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { AcceptInvitationForm } from "@/components/auth/AcceptInvitationForm";
import { AuthPage } from "@/components/auth/AuthPage";
import { TextLink } from "@/components/ui/Links";
import { STAFF_ROLE_LABELS } from "@/lib/auth/capabilities";
import { invitationForToken } from "@/lib/auth/service";

// The token is in the address: never indexed, never sent on as a referrer.
export const metadata: Metadata = { title: "Join the newsroom", robots: { index: false }, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The mailed invitation's link: who is invited and as what, then a name and a password; or why the link no longer works. */
export default async function AcceptInvitationPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const value = (Array.isArray(token) ? token[0] : token)?.slice(0, 200);
  const invitation = value
    ? await invitationForToken(value)
    : { ok: false as const, message: "This page opens from the link in your invitation mail." };
  if (!value || !invitation.ok) {
    return (
      <AuthPage title="Join the newsroom">
        <Stack spacing={2}>
          <Alert severity="warning">{invitation.ok ? "" : invitation.message}</Alert>
          <Typography variant="body2">
            Already joined? <TextLink href="/sign-in?callbackUrl=%2Fadmin">Sign in</TextLink>.
          </Typography>
        </Stack>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Join the newsroom"
      subtitle={`You are invited to write for Basis Point as ${STAFF_ROLE_LABELS[invitation.role].phrase}. Choose the name your colleagues and readers will see, and a password.`}
    >
      <AcceptInvitationForm token={value} email={invitation.email} />
    </AuthPage>
  );
}
