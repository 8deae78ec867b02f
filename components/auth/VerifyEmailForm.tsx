"use client";

import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { TextLink } from "@/components/ui/Links";
import { apiRequest } from "@/lib/ui/api-client";

/**
 * The mailed link's landing: the address is confirmed by pressing the button (a POST), not by the
 * page load, so a mail scanner that fetches every link confirms nothing.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const [state, setState] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const answer = await apiRequest<{ message: string }>("/api/auth/verify-email", {
        method: "POST",
        body: { token },
        fallback: "The address could not be confirmed.",
      });
      setState({ severity: "success", text: answer.message });
    } catch (failure) {
      setState({
        severity: "error",
        text: failure instanceof Error && failure.message ? failure.message : "The address could not be confirmed.",
      });
    } finally {
      setBusy(false);
    }
  }

  if (state?.severity === "success") {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {state.text}
        </Alert>
        <TextLink href="/sign-in">Go to Sign In</TextLink>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {state ? (
        <Alert severity="error" role="alert">
          {state.text}
        </Alert>
      ) : null}
      <Button variant="contained" size="large" onClick={() => void confirm()} disabled={busy}>
        Confirm my email address
      </Button>
    </Stack>
  );
}
