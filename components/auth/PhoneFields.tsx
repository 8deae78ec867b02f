"use client";

import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CountryCodeSelect } from "./CountryCodeSelect";
import { muiField } from "./muiField";

/** The country-code selector beside the phone number, side by side from the small breakpoint (sign-up, profile). */
export function PhoneFields({
  countryIso,
  onCountryChange,
  countryError,
  phone,
  hint,
}: {
  countryIso: string;
  onCountryChange: (iso: string, dial: string) => void;
  countryError?: string;
  phone: { registration: UseFormRegisterReturn; error?: string };
  /** Shown under the number while it has no error. */
  hint?: string;
}) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <CountryCodeSelect iso={countryIso} onChange={onCountryChange} error={countryError} />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel-national"
        fullWidth
        {...muiField(phone.registration)}
        error={Boolean(phone.error)}
        helperText={phone.error ?? hint}
      />
    </Stack>
  );
}
