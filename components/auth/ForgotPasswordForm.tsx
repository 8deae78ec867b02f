"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { TextLink } from "@/components/ui/Links";
import { apiRequest } from "@/lib/ui/api-client";
import { MESSAGES } from "@/lib/auth/messages";
import { forgotPasswordSchema, type ForgotPasswordValues } from "@/lib/auth/schemas";
import { EmailOrPhoneField } from "./EmailOrPhoneField";
import { FormError } from "./FormError";

/** docs/behaviour.md#screens "Forgot-password screen": one email-or-phone field, Submit, and a link back to sign in. */
export function ForgotPasswordForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { emailOrPhone: "" } });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await apiRequest("/api/auth/forgot-password", { method: "POST", body: values, fallback: MESSAGES.forgotPasswordFailed });
      router.push("/reset-password?sent=1");
    } catch (failure) {
      console.error(failure);
      setError(failure instanceof Error && failure.message ? failure.message : MESSAGES.forgotPasswordFailed);
    }
  });

  return (
    <Stack spacing={2}>
      <FormError message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <EmailOrPhoneField registration={register("emailOrPhone")} error={errors.emailOrPhone?.message} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            Submit
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ textAlign: "center" }}>
        Remembered it? <TextLink href="/sign-in">Back to Sign In</TextLink>
      </Typography>
    </Stack>
  );
}
