"use client";

import Alert from "@mui/material/Alert";

/** A form's error message, announced to screen readers; nothing when there is none. */
export function FormError({ message, children }: { message: string | null | undefined; children?: React.ReactNode }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
      {children ? <> {children}</> : null}
    </Alert>
  );
}
