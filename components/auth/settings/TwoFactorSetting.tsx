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

const ON_EXPLANATION = "We send a code to your e-mail (or phone): entering it shows the codes reach you.";

/**
 * Two-factor on/off. Turning it off asks for the password (or, Google only, a mailed code); turning
 * it on asks for the password and a mailed code, so a stolen password alone cannot switch it on.
 */
export function TwoFactorSetting({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const router = useRouter();
  const [on, setOn] = useState(enabled);
  const [confirming, setConfirming] = useState(false);
  const [turningOn, setTurningOn] = useState(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
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
      setTurningOn(false);
      setPassword("");
      setCode("");
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
              if (event.target.checked) setTurningOn(true);
              else setConfirming(true);
            }}
          />
        }
        label="Two-factor authentication"
      />
      {notice ? <Alert severity="success">{notice}</Alert> : null}
      {error && !confirming && !turningOn ? <Alert severity="error">{error}</Alert> : null}
      <Dialog open={turningOn} onClose={() => setTurningOn(false)} aria-labelledby="two-factor-on-title">
        <Stack
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void change(true, hasPassword ? { password, code } : { code });
          }}
        >
          <DialogTitle id="two-factor-on-title">Turn on two-factor authentication?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {hasPassword
                ? "Each sign-in will ask for a code after your password. Enter your password and a code we send you to confirm."
                : "Each sign-in will ask for a code. Confirm with a code we send you."}
            </DialogContentText>
            {error ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            ) : null}
            <Stack spacing={2}>
              {hasPassword ? (
                <PasswordField
                  label="Current password"
                  autoComplete="current-password"
                  fullWidth
                  autoFocus
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              ) : null}
              <ConfirmationCode value={code} onChange={setCode} explanation={ON_EXPLANATION} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setTurningOn(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={busy || code.length !== 6 || (hasPassword && !password)}>
              Turn on
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
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
