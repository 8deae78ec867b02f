"use client";

import { useCallback } from "react";
import { clearStoredSession } from "@/lib/ui/api-client";

/**
 * Logout (docs/behaviour.md#states): drop the stored token and user, end the web session (its row is deleted), go
 * home — as a full page load, so nothing of the account stays in this tab's memory (the router's
 * cache of account pages, the islands' answers) and the new page asks who is reading afresh.
 */
export function useLogout() {
  return useCallback(async () => {
    clearStoredSession();
    // next-auth's client is loaded only when someone logs out, not with every page.
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false });
    // A full page load on purpose (see above), not a client navigation.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  }, []);
}
