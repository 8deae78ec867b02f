"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmationCode } from "@/components/auth/settings/ConfirmationCode";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";
import { apiRequest } from "@/lib/ui/api-client";

/**
 * For a staff session that has not passed the second factor (signed in with Google, or before
 * two-step was turned on): a code mailed to the account opens the newsroom for this session.
 */
export function ConfirmSessionNotice() {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(undefined);
    try {
      await apiRequest("/api/users/second-factor", {
        method: "POST",
        body: { code },
        fallback: "The code could not be checked. Please try again.",
      });
      router.refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The code could not be checked. Please try again.");
      setBusy(false);
    }
  }

  return (
    <Box sx={{ maxWidth: 720, mx: "auto", my: 4, px: 2 }}>
      <Stack
        component="form"
        spacing={2}
        aria-labelledby="confirm-session-title"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Typography id="confirm-session-title" variant="h1" sx={{ fontSize: "1.75rem" }}>
          Confirm it is you
        </Typography>
        <Alert severity="info">{NEWSROOM_ERRORS.secondFactorUnconfirmed.message}</Alert>
        <ConfirmationCode
          value={code}
          onChange={setCode}
          error={error}
          explanation="We send a code to your e-mail (or phone). This browser's session then opens the newsroom until it ends."
        />
        <Button type="submit" variant="contained" disabled={busy || code.length !== 6} sx={{ alignSelf: "flex-start" }}>
          Confirm
        </Button>
      </Stack>
    </Box>
  );
}
