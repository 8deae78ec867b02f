"use client";

import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import GoogleIcon from "@mui/icons-material/Google";
import { signIn } from "next-auth/react";
import { MESSAGES } from "@/lib/auth/messages";

/**
 * Sign-in with Google through next-auth's Google provider. Without GOOGLE_CLIENT_ID/SECRET the
 * button stays, and says so when pressed instead of failing somewhere else.
 */
export function GoogleButton({
  configured,
  callbackUrl,
  label = "Continue with Google",
}: {
  configured: boolean;
  callbackUrl: string;
  label?: string;
}) {
  const [message, setMessage] = useState<{ severity: "info" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    if (!configured) {
      setMessage({
        severity: "info",
        text: "Google sign-in is not available: this site has not been configured with a Google client yet. Please use your email or phone instead.",
      });
      return;
    }
    setBusy(true);
    try {
      await signIn("google", { callbackUrl });
    } catch (error) {
      console.error(error);
      setMessage({ severity: "error", text: MESSAGES.googleFailed });
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1}>
      <Button variant="outlined" fullWidth startIcon={<GoogleIcon />} onClick={() => void start()} disabled={busy}>
        {label}
      </Button>
      {message ? (
        <Alert severity={message.severity} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
