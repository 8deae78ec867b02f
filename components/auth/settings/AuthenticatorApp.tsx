"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { apiRequest } from "@/lib/ui/api-client";
import { PasswordField } from "../PasswordField";
import { ConfirmationCode } from "./ConfirmationCode";

interface Enrolment {
  uri: string;
  qr: string;
  secret: string;
}

type Confirming = "remove" | "recovery-codes" | null;

/** The proof a change asks for: the password, or (Google only) a mailed code. */
function proofOf(hasPassword: boolean, value: string) {
  return hasPassword ? { password: value } : { code: value };
}

/** The recovery codes, shown once, to write down or save. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack spacing={1.5} component="section" aria-label="Recovery codes">
      <Alert severity="warning">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </Alert>
      <Box
        component="ol"
        sx={{ m: 0, pl: 4, display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, columnGap: 4, fontFamily: "monospace" }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(codes.join("\n"))}>
          Copy the codes
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Settings → Security → Authenticator app (TOTP): set up with a QR code drawn on the server and the
 * app's first code plus the password; then 10 recovery codes, shown once. Once set up: new recovery
 * codes, or remove the app — each asks for the password (or, Google only, a mailed code).
 */
export function AuthenticatorApp({
  enabled,
  recoveryCodesLeft,
  hasPassword,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
  hasPassword: boolean;
}) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [code, setCode] = useState("");
  const [proof, setProof] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(task: () => Promise<T>, fallback: string): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      return await task();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : fallback);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const begin = () =>
    run(async () => {
      setEnrolment(await apiRequest<Enrolment>("/api/users/totp", { method: "POST", fallback: "Setting up failed. Please try again." }));
    }, "Setting up failed. Please try again.");

  const confirm = () =>
    run(async () => {
      const answer = await apiRequest<{ recoveryCodes: string[] }>("/api/users/totp", {
        method: "PUT",
        body: { code, ...(hasPassword ? { password: proof } : { confirmationCode: proof }) },
        fallback: "The app could not be confirmed. Please try again.",
      });
      setEnrolment(null);
      setCode("");
      setProof("");
      setCodes(answer.recoveryCodes);
    }, "The app could not be confirmed. Please try again.");

  const change = () =>
    run(async () => {
      if (confirming === "remove") {
        await apiRequest("/api/users/totp", {
          method: "DELETE",
          body: proofOf(hasPassword, proof),
          fallback: "The app could not be removed. Please try again.",
        });
        setNotice("The authenticator app is removed. Sign-ins ask for a code we send you.");
        router.refresh();
      } else {
        const answer = await apiRequest<{ recoveryCodes: string[] }>("/api/users/recovery-codes", {
          method: "POST",
          body: proofOf(hasPassword, proof),
          fallback: "New codes could not be made. Please try again.",
        });
        setCodes(answer.recoveryCodes);
      }
      setConfirming(null);
      setProof("");
    }, "The change could not be made. Please try again.");

  const proofField = hasPassword ? (
    <PasswordField
      label="Current password"
      autoComplete="current-password"
      fullWidth
      value={proof}
      onChange={(event) => setProof(event.target.value)}
    />
  ) : (
    <ConfirmationCode value={proof} onChange={setProof} />
  );

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          router.refresh();
        }}
      />
    );
  }

  return (
    <Stack spacing={1.5}>
      {notice ? <Alert severity="success">{notice}</Alert> : null}
      {error && !confirming ? <Alert severity="error">{error}</Alert> : null}
      {enabled ? (
        <>
          <Typography>
            An authenticator app is set up. {recoveryCodesLeft === 1 ? "1 recovery code is" : `${recoveryCodesLeft} recovery codes are`}{" "}
            left.
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <Button variant="outlined" onClick={() => setConfirming("recovery-codes")}>
              New recovery codes
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirming("remove")}>
              Remove the app
            </Button>
          </Stack>
        </>
      ) : enrolment ? (
        <Stack
          component="form"
          spacing={2}
          aria-label="Set up an authenticator app"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Typography>Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…).</Typography>
          <Box component="img" src={enrolment.qr} alt="QR code to scan with your authenticator app" sx={{ width: 200, height: 200 }} />
          <Typography variant="body2" color="text.secondary">
            Cannot scan it? Enter this key in the app:{" "}
            <Box component="code" data-testid="totp-secret" sx={{ wordBreak: "break-all", fontWeight: 600 }}>
              {enrolment.secret}
            </Box>
          </Typography>
          <TextField
            label="Code from the app"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 } }}
            sx={{ maxWidth: 320 }}
          />
          <Box sx={{ maxWidth: 420 }}>{proofField}</Box>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <Button type="submit" variant="contained" disabled={busy || code.length !== 6 || !proof}>
              Turn on
            </Button>
            <Button onClick={() => setEnrolment(null)}>Cancel</Button>
          </Stack>
        </Stack>
      ) : (
        <div>
          <Button variant="outlined" onClick={() => void begin()} disabled={busy}>
            Set up an authenticator app
          </Button>
        </div>
      )}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="authenticator-dialog-title">
        <Stack
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void change();
          }}
        >
          <DialogTitle id="authenticator-dialog-title">
            {confirming === "remove" ? "Remove the authenticator app?" : "Make new recovery codes?"}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {confirming === "remove"
                ? "Sign-ins will ask for a code we send you instead, and your recovery codes stop working."
                : "Your current recovery codes stop working."}{" "}
              {hasPassword ? "Enter your password to confirm." : "Confirm with a code we send you."}
            </DialogContentText>
            {error ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            ) : null}
            {proofField}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(null)}>Cancel</Button>
            <Button type="submit" variant="contained" color={confirming === "remove" ? "error" : "primary"} disabled={busy || !proof}>
              {confirming === "remove" ? "Remove" : "Make new codes"}
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </Stack>
  );
}
