import type { Metadata } from "next";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { AuthPage } from "@/components/auth/AuthPage";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { TextLink } from "@/components/ui/Links";
import { RESET_REQUESTED_MESSAGE } from "@/lib/auth/messages";

export const metadata: Metadata = { title: "Reset password", robots: { index: false }, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * With the mailed link's token: the new-password form. Without one (right after the forgot-password
 * request): where the link has gone.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  if (value) {
    return (
      <AuthPage title="Reset password" subtitle="Choose a new password for your account. Signing in again will be needed on every device.">
        <ResetPasswordForm token={value} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Check your inbox">
      <Stack spacing={2}>
        <Alert severity="info">{RESET_REQUESTED_MESSAGE}</Alert>
        <Typography>Open the link in that message on this or any device to choose a new password.</Typography>
        <Typography variant="body2">
          Nothing arrived? Check your spam folder, or <TextLink href="/forgot-password">request a new link</TextLink>.{" "}
          <TextLink href="/sign-in">Back to Sign In</TextLink>
        </Typography>
      </Stack>
    </AuthPage>
  );
}
