"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { ApiRequestError, apiRequest, storeSession, type StoredUser } from "@/lib/ui/api-client";
import { changePasswordSchema, type ChangePasswordValues } from "@/lib/auth/schemas";
import { muiField } from "../muiField";
import { NewPasswordFields } from "../NewPasswordFields";
import { PasswordField } from "../PasswordField";
import { ConfirmationCode } from "./ConfirmationCode";

const FALLBACK = "The password could not be changed. Please try again.";

/** Change (or, for a Google-only account, set) the password. Other devices are signed out. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const router = useRouter();
  const [notice, setNotice] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: hasPassword ? "" : undefined, code: undefined, newPassword: "", confirmPassword: "" },
  });
  const newPassword = useWatch({ control, name: "newPassword" });
  const code = useWatch({ control, name: "code" });

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const answer = await apiRequest<{ message: string; token: string; user: StoredUser }>("/api/users/password", {
        method: "PUT",
        body: values,
        fallback: FALLBACK,
      });
      // The change ended every session, this one too: open a new one with the fresh token.
      await signIn("credentials", { token: answer.token, redirect: false });
      storeSession(answer.token, answer.user);
      reset();
      setNotice({ severity: "success", text: answer.message });
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.errors.currentPassword)
        setError("currentPassword", { message: failure.errors.currentPassword });
      if (failure instanceof ApiRequestError && failure.errors.code) setError("code", { message: failure.errors.code });
      setNotice({ severity: "error", text: failure instanceof Error && failure.message ? failure.message : FALLBACK });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
        {hasPassword ? (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            fullWidth
            {...muiField(register("currentPassword"))}
            error={Boolean(errors.currentPassword)}
            helperText={errors.currentPassword?.message}
          />
        ) : (
          <ConfirmationCode value={code ?? ""} onChange={(value) => setValue("code", value)} error={errors.code?.message} />
        )}
        <NewPasswordFields
          label="New password"
          value={newPassword}
          password={{ registration: register("newPassword"), error: errors.newPassword?.message }}
          confirmation={{ registration: register("confirmPassword"), error: errors.confirmPassword?.message }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {hasPassword ? "Change password" : "Set password"}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
