"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { acceptInvitationFormSchema, type AcceptInvitationValues } from "@/lib/auth/schemas";
import { apiRequest } from "@/lib/ui/api-client";
import { FormError } from "./FormError";
import { muiField } from "./muiField";
import { NewPasswordFields } from "./NewPasswordFields";

const FAILED = "The account could not be created. Please try again.";

/**
 * Accepting an invitation: a name and a password (the sign-up rules). The address is the one the
 * link was mailed to; once the account exists the journalist signs in as everyone does, with the
 * password and then a mailed code, and lands in the newsroom.
 */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInvitationValues>({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { name: "", password: "", confirmPassword: "" },
  });
  const password = useWatch({ control, name: "password" });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await apiRequest("/api/auth/accept-invitation", { method: "POST", body: { token, ...values }, fallback: FAILED });
      router.push("/sign-in?invited=1&callbackUrl=%2Fadmin");
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : FAILED);
    }
  });

  return (
    <Stack spacing={2}>
      <FormError message={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {/* Read-only, and there for password managers to file the new password under. */}
          <TextField label="E-mail" value={email} autoComplete="username" fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField
            label="Your name"
            autoComplete="name"
            fullWidth
            {...muiField(register("name"))}
            error={Boolean(errors.name)}
            helperText={errors.name?.message ?? "As it will appear on your byline, e.g. Jane van Dijk."}
          />
          <NewPasswordFields
            label="Password"
            value={password}
            password={{ registration: register("password"), error: errors.password?.message }}
            confirmation={{ registration: register("confirmPassword"), error: errors.confirmPassword?.message }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            Create my account
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
