"use client";

import TextField from "@mui/material/TextField";
import type { UseFormRegisterReturn } from "react-hook-form";
import { muiField } from "./muiField";

/** The "Email or phone" input of the sign-in and forgot-password forms. */
export function EmailOrPhoneField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="Email or phone"
      autoComplete="username"
      fullWidth
      {...muiField(registration)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
