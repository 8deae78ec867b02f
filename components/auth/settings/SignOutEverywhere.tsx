"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { refreshReader } from "../useReader";
import { signOut } from "next-auth/react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { apiRequest, clearStoredSession } from "@/lib/ui/api-client";

/** Ends every session of the account, on every device, this one included. */
export function SignOutEverywhere() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      await apiRequest("/api/users/sessions", { method: "DELETE", fallback: "Signing out failed. Please try again." });
      clearStoredSession();
      await signOut({ redirect: false });
      void refreshReader(null);
      router.push("/sign-in");
      router.refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Signing out failed. Please try again.");
      setBusy(false);
    }
  }

  return (
    <>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <div>
        <Button variant="outlined" color="error" disabled={busy} onClick={() => void run()}>
          Sign out everywhere
        </Button>
      </div>
    </>
  );
}
