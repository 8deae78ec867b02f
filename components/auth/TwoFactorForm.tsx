"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { apiRequest, type StoredUser } from "@/lib/ui/api-client";
import { MESSAGES } from "@/lib/auth/messages";
import { twoFactorSchema, type TwoFactorValues } from "@/lib/auth/schemas";
import { FormError } from "./FormError";
import type { useLoginLockout } from "./useLoginLockout";

/** Where the login answer says the code went: an e-mail (masked), else a phone. */
export interface TwoFactorTarget {
  email?: string;
  phone?: string;
}

interface TwoFactorFormProps {
  target: TwoFactorTarget;
  emailOrPhone: string;
  rememberMe: boolean;
  lockout: ReturnType<typeof useLoginLockout>;
  onFailure: (failure: unknown, fallback: string) => void;
  onSignedIn: (token: string, user: StoredUser) => Promise<void>;
  onBack: () => void;
  error: string | null;
  setError: (error: string | null) => void;
}

/** The second step of sign-in (docs/behaviour.md#screens): the 6-digit code, "Trust this device for 30 days", Verify. */
export function TwoFactorForm({
  target,
  emailOrPhone,
  rememberMe,
  lockout,
  onFailure,
  onSignedIn,
  onBack,
  error,
  setError,
}: TwoFactorFormProps) {
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorValues>({ resolver: zodResolver(twoFactorSchema), defaultValues: { code: "", rememberDevice: false } });

  const send = handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await apiRequest<{ token: string; user: StoredUser }>("/api/auth/verify-2fa", {
        method: "POST",
        body: { emailOrPhone, code: values.code, rememberDevice: Boolean(values.rememberDevice), rememberMe },
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
        {target.email
          ? `We sent a 6-digit verification code to your email ${target.email}.`
          : `We sent a 6-digit verification code to your phone${target.phone ? ` ${target.phone}` : ""}.`}{" "}
        It expires in 10 minutes.
      </Typography>
      <FormError message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <TextField
                label="Verification code"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                autoComplete="one-time-code"
                autoFocus
                fullWidth
                error={Boolean(errors.code)}
                helperText={errors.code?.message}
                slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*", maxLength: 6 } }}
              />
            )}
          />
          <Controller
            control={control}
            name="rememberDevice"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
                label="Trust this device for 30 days"
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            Verify
          </Button>
          <Button onClick={onBack} fullWidth>
            Use a different account
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
