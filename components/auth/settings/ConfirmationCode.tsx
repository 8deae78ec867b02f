"use client";

import { useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { apiRequest } from "@/lib/ui/api-client";

const GOOGLE_ONLY = "Your account signs in with Google, so we confirm this change with a code sent to you.";

/**
 * A code mailed (or texted) to the account: "Send me a code", then the 6 digits. It confirms a
 * sensitive change of an account without a password (Google only), turning two-step on, and a
 * session that has not passed the second factor; `explanation` says which.
 */
export function ConfirmationCode({
  value,
  onChange,
  error,
  explanation = GOOGLE_ONLY,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  explanation?: string;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await apiRequest<{ message: string }>("/api/users/confirmation-code", {
        method: "POST",
        fallback: "The code could not be sent. Please try again.",
      });
      setSent(answer.message);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : "The code could not be sent. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {explanation}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
        <Button variant="outlined" onClick={() => void send()} disabled={busy}>
          {sent ? "Send a new code" : "Send me a code"}
        </Button>
        <TextField
          label="Verification code"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
          slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 } }}
          error={Boolean(error || problem)}
          helperText={error ?? problem ?? sent ?? " "}
          size="small"
        />
      </Stack>
    </Stack>
  );
}
