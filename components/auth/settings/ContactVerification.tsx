"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { apiRequest } from "@/lib/ui/api-client";

type Notice = { severity: "success" | "error" | "info"; text: string } | null;

/**
 * The reminder to confirm an unproven e-mail address or phone number, with the way to do it: the
 * link is mailed again; the phone gets a texted code to type in.
 */
export function ContactVerification({
  email,
  emailVerified,
  phone,
  phoneVerified,
}: {
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
}) {
  const router = useRouter();
  const [notice, setNotice] = useState<Notice>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<string>, fallback: string) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ severity: "success", text: await action() });
    } catch (failure) {
      setNotice({ severity: "error", text: failure instanceof Error && failure.message ? failure.message : fallback });
    } finally {
      setBusy(false);
    }
  }

  const resend = () =>
    run(
      async () =>
        (
          await apiRequest<{ message: string }>("/api/users/email/verification", {
            method: "POST",
            fallback: "The link could not be sent.",
          })
        ).message,
      "The link could not be sent.",
    );
  const textCode = () =>
    run(async () => {
      const answer = await apiRequest<{ message: string }>("/api/users/phone/verification", {
        method: "POST",
        fallback: "The code could not be sent.",
      });
      setCodeSent(true);
      return answer.message;
    }, "The code could not be sent.");
  const confirmPhone = () =>
    run(async () => {
      await apiRequest("/api/users/phone/verification", { method: "PUT", body: { code }, fallback: "Invalid verification code" });
      setCodeSent(false);
      router.refresh();
      return "Thank you: your phone number is confirmed.";
    }, "Invalid verification code");

  if ((!email || emailVerified) && (!phone || phoneVerified)) return null;
  return (
    <Stack spacing={1.5}>
      {email && !emailVerified ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void resend()} disabled={busy}>
              Send the link again
            </Button>
          }
        >
          Please confirm your e-mail address: open the link we sent to {email}. Until then your account cannot be linked to Google.
        </Alert>
      ) : null}
      {phone && !phoneVerified ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void textCode()} disabled={busy}>
              Text me a code
            </Button>
          }
        >
          Your phone number {phone} is not confirmed yet: until it is, it cannot be used to reset your password.
        </Alert>
      ) : null}
      {codeSent ? (
        <Stack direction="row" spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), void confirmPhone())}>
          <TextField
            label="Verification code"
            size="small"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
            Verify
          </Button>
        </Stack>
      ) : null}
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === "error" ? "alert" : "status"} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
