"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { muiField } from "./muiField";
import { PasswordField } from "./PasswordField";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter";

interface FieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A new password with its strength meter and checklist, then "Confirm password" (sign-up, reset, settings). */
export function NewPasswordFields({
  label,
  value,
  password,
  confirmation,
}: {
  label: string;
  value: string;
  password: FieldProps;
  confirmation: FieldProps;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        fullWidth
        {...muiField(password.registration)}
        error={Boolean(password.error)}
        helperText={password.error}
      />
      <PasswordStrengthMeter password={value} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        fullWidth
        {...muiField(confirmation.registration)}
        error={Boolean(confirmation.error)}
        helperText={confirmation.error}
      />
    </>
  );
}
