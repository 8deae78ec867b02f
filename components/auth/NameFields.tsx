"use client";

import TextField from "@mui/material/TextField";
import type { UseFormRegisterReturn } from "react-hook-form";
import { muiField } from "./muiField";

interface FieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** "First name" and "Last name" (sign-up, profile). */
export function NameFields({ firstName, lastName }: { firstName: FieldProps; lastName: FieldProps }) {
  return (
    <>
      <TextField
        label="First name"
        autoComplete="given-name"
        fullWidth
        {...muiField(firstName.registration)}
        error={Boolean(firstName.error)}
        helperText={firstName.error}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        fullWidth
        {...muiField(lastName.registration)}
        error={Boolean(lastName.error)}
        helperText={lastName.error}
      />
    </>
  );
}
