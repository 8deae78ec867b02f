"use client";

import TextField from "@mui/material/TextField";
import { COUNTRY_CODES, flagEmoji } from "@/lib/auth/country-codes";

/**
 * The country-code selector (docs/behaviour.md#screens: dial code, country and flag; default +1). Its value is the
 * ISO code, because +1 and +7 belong to more than one country; `onChange` reports both.
 */
export function CountryCodeSelect({
  iso,
  onChange,
  error,
}: {
  iso: string;
  onChange: (iso: string, dial: string) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      label="Country code"
      value={iso}
      onChange={(event) => {
        const entry = COUNTRY_CODES.find((country) => country.iso === event.target.value);
        if (entry) onChange(entry.iso, entry.dial);
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: { xs: "100%", sm: 220 } }}
    >
      {COUNTRY_CODES.map((entry) => (
        <option key={entry.iso} value={entry.iso}>
          {`${flagEmoji(entry.iso)} ${entry.dial} ${entry.country}`}
        </option>
      ))}
    </TextField>
  );
}
