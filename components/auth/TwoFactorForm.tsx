"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { apiRequest, type StoredUser } from "@/lib/ui/api-client";
import { MESSAGES } from "@/lib/auth/messages";
import { authenticatorStepSchema, twoFactorSchema, type TwoFactorValues } from "@/lib/auth/schemas";
import { FormError } from "./FormError";
import type { useLoginLockout } from "./useLoginLockout";
import { CheckboxField } from "./CheckboxField";

/** Where the login answer says the code went: an e-mail (masked), else a phone. */
export interface TwoFactorTarget {
  email?: string;
  phone?: string;
}

interface TwoFactorFormProps {
  target: TwoFactorTarget;
  /** "authenticator": the account has an app; nothing was mailed until the reader asks for it. */
  method: "code" | "authenticator";
  /** The login answer's proof of the password step, which the app's and recovery codes need. */
  challenge: string;
  emailOrPhone: string;
  rememberMe: boolean;
  lockout: ReturnType<typeof useLoginLockout>;
  onFailure: (failure: unknown, fallback: string) => void;
  onSignedIn: (token: string, user: StoredUser) => Promise<void>;
  onBack: () => void;
  error: string | null;
  setError: (error: string | null) => void;
}

/**
 * The second step of sign-in (docs/behaviour.md#screens): the 6-digit code, "Trust this device for 30 days", Verify.
 * For an account with an authenticator app: the app's code or a recovery code, or "Send a code by
 * e-mail instead".
 */
export function TwoFactorForm({
  target: initialTarget,
  method: initialMethod,
  challenge,
  emailOrPhone,
  rememberMe,
  lockout,
  onFailure,
  onSignedIn,
  onBack,
  error,
  setError,
}: TwoFactorFormProps) {
  const [method, setMethod] = useState(initialMethod);
  const [target, setTarget] = useState(initialTarget);
  const [sending, setSending] = useState(false);
  const app = method === "authenticator";
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorValues>({
    resolver: zodResolver(app ? authenticatorStepSchema : twoFactorSchema),
    defaultValues: { code: "", rememberDevice: false },
  });

  async function mailInstead() {
    setSending(true);
    setError(null);
    try {
      setTarget(
        await apiRequest<TwoFactorTarget>("/api/auth/login-code", {
          method: "POST",
          body: { challenge },
          fallback: "We could not send your verification code. Please try again in a moment.",
        }),
      );
      setValue("code", "");
      setMethod("code");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "We could not send your verification code. Please try again in a moment.");
    } finally {
      setSending(false);
    }
  }

  const send = handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await apiRequest<{ token: string; user: StoredUser }>("/api/auth/verify-2fa", {
        method: "POST",
        body: { emailOrPhone, code: values.code, rememberDevice: Boolean(values.rememberDevice), rememberMe, challenge },
        fallback: MESSAGES.verificationFailed,
      });
      await onSignedIn(answer.token, answer.user);
    } catch (failure) {
      setValue("code", "");
      onFailure(failure, MESSAGES.wrongCode);
    }
  });

  const submit = lockout.unlessBlocked(send, setError);

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h3">
        Two-factor verification
      </Typography>
      <Typography>
        {app
          ? "Enter the 6-digit code from your authenticator app, or one of your recovery codes."
          : target.email
            ? `We sent a 6-digit verification code to your email ${target.email}.`
            : `We sent a 6-digit verification code to your phone${target.phone ? ` ${target.phone}` : ""}.`}{" "}
        {app ? null : "It expires in 10 minutes."}
      </Typography>
      <FormError message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <TextField
                label={app ? "Authentication code" : "Verification code"}
                value={field.value}
                onChange={(event) =>
                  field.onChange(app ? event.target.value.slice(0, 12) : event.target.value.replace(/\D/g, "").slice(0, 6))
                }
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                autoComplete="one-time-code"
                autoFocus
                fullWidth
                error={Boolean(errors.code)}
                helperText={errors.code?.message}
                slotProps={{
                  htmlInput: app
                    ? { autoCapitalize: "none", spellCheck: false, maxLength: 12 }
                    : { inputMode: "numeric", pattern: "[0-9]*", maxLength: 6 },
                }}
              />
            )}
          />
          <CheckboxField control={control} name="rememberDevice" label="Trust this device for 30 days" />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            Verify
          </Button>
          {app ? (
            <Button onClick={() => void mailInstead()} fullWidth disabled={sending}>
              {target.email ? "Send a code by e-mail instead" : "Send a code by text message instead"}
            </Button>
          ) : null}
          <Button onClick={onBack} fullWidth>
            Use a different account
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
