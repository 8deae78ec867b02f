"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { refreshReader } from "./useReader";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { TextLink } from "@/components/ui/Links";
import { ApiRequestError, apiRequest, clearStoredSession } from "@/lib/ui/api-client";
import { MESSAGES } from "@/lib/auth/messages";
import { resetPasswordFormSchema, type ResetPasswordValues } from "@/lib/auth/schemas";
import { FormError } from "./FormError";
import { NewPasswordFields } from "./NewPasswordFields";

/** A new password and its confirmation, with the sign-up rules; the token comes from the mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [error, setError] = useState<{ message: string; expired: boolean } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const newPassword = useWatch({ control, name: "newPassword" });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await apiRequest("/api/auth/reset-password", { method: "POST", body: { token, ...values }, fallback: MESSAGES.resetPasswordFailed });
      // Every session of the account has just ended, this browser's included.
      clearStoredSession();
      void refreshReader(null);
      router.push("/sign-in?reset=1");
      router.refresh();
    } catch (failure) {
      const expired = failure instanceof ApiRequestError && Boolean(failure.errors.token);
      setError({ message: failure instanceof Error && failure.message ? failure.message : MESSAGES.resetPasswordFailed, expired });
    }
  });

  return (
    <Stack spacing={2}>
      <FormError message={error?.message}>
        {error?.expired ? <TextLink href="/forgot-password">Request a new link</TextLink> : null}
      </FormError>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <NewPasswordFields
            label="New password"
            value={newPassword}
            password={{ registration: register("newPassword"), error: errors.newPassword?.message }}
            confirmation={{ registration: register("confirmPassword"), error: errors.confirmPassword?.message }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            Reset password
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
