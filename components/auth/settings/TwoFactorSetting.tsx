"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { apiRequest, storeUser, type StoredUser } from "@/lib/ui/api-client";
import type { PublicUser } from "@/lib/auth/public-user";
import { PasswordField } from "../PasswordField";
import { ConfirmationCode } from "./ConfirmationCode";

/** Two-factor on/off. Turning it off asks for the password first. */
export function TwoFactorSetting({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const router = useRouter();
  const [on, setOn] = useState(enabled);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(next: boolean, proof?: { password?: string; code?: string }) {
    setBusy(true);
    setError(null);
    try {
      const user = await apiRequest<PublicUser>("/api/users/two-factor", {
        method: "PUT",
        body: { enabled: next, ...proof },
        fallback: "The setting could not be changed. Please try again.",
      });
      storeUser(user as unknown as StoredUser);
      setOn(user.twoFactorEnabled);
      setConfirming(false);
      setPassword("");
      setNotice(user.twoFactorEnabled ? "Two-factor authentication is on." : "Two-factor authentication is off.");
      router.refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The setting could not be changed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={busy}
            onChange={(event) => {
              setNotice(null);
              if (event.target.checked) void change(true);
              else setConfirming(true);
            }}
          />
        }
        label="Two-factor authentication"
      />
      {notice ? <Alert severity="success">{notice}</Alert> : null}
      {error && !confirming ? <Alert severity="error">{error}</Alert> : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="two-factor-off-title">
        <Stack
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void change(false, hasPassword ? { password } : { code: password });
          }}
        >
          <DialogTitle id="two-factor-off-title">Turn off two-factor authentication?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {hasPassword
                ? "Without it, your password alone signs you in. Enter your password to confirm."
                : "Without it, your Google sign-in alone signs you in. Confirm with a code we send you."}
            </DialogContentText>
            {error ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            ) : null}
            {hasPassword ? (
              <PasswordField
                label="Current password"
                autoComplete="current-password"
                fullWidth
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            ) : (
              <ConfirmationCode value={password} onChange={setPassword} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button type="submit" color="error" variant="contained" disabled={busy || !password}>
              Turn off
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </Stack>
  );
}
