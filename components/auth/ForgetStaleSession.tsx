"use client";

import { useEffect } from "react";
import { clearStoredSession, readStoredSession } from "@/lib/ui/api-client";

/**
 * Rendered for visitors: the server found no session, so a token still in local storage (ended
 * elsewhere, or expired) is dropped rather than sent with later API calls.
 */
export function ForgetStaleSession() {
  useEffect(() => {
    if (readStoredSession()) clearStoredSession();
  }, []);
  return null;
}
