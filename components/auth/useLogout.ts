"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { clearStoredSession } from "@/lib/ui/api-client";
import { refreshReader } from "./useReader";

/** Logout (spec §4): drop the stored token and user, end the web session (its row is deleted), go home. */
export function useLogout() {
  const router = useRouter();
  return useCallback(async () => {
    clearStoredSession();
    // next-auth's client is loaded only when someone logs out, not with every page.
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false });
    await refreshReader(null);
    router.push("/");
    router.refresh();
  }, [router]);
}
