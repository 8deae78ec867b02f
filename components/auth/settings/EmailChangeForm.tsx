"use client";

import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { ApiRequestError, apiRequest } from "@/lib/ui/api-client";
import { PasswordField } from "../PasswordField";
import { ConfirmationCode } from "./ConfirmationCode";

const FALLBACK = "The address could not be changed. Please try again.";

/** A new e-mail address, confirmed with the password (or a mailed code); it takes effect when the link sent to it is opened. */
export function EmailChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    setErrors({});
    try {
      const answer = await apiRequest<{ message: string }>("/api/users/email", {
        method: "PUT",
        body: { email, ...(hasPassword ? { password } : { code }) },
        fallback: FALLBACK,
      });
      setNotice({ severity: "success", text: answer.message });
      setEmail("");
      setPassword("");
      setCode("");
    } catch (failure) {
      if (failure instanceof ApiRequestError) setErrors(failure.errors);
      setNotice({ severity: "error", text: failure instanceof Error && failure.message ? failure.message : FALLBACK });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        {hasPassword ? (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
        ) : (
          <ConfirmationCode value={code} onChange={setCode} error={errors.code} />
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !email}>
            Change email
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
