"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { clearStoredSession } from "@/lib/auth/browser-session";

/** Logout (spec §4): drop the stored token and user, end the web session (its row is deleted), go home. */
export function useLogout() {
  const router = useRouter();
  return useCallback(async () => {
    clearStoredSession();
    await signOut({ redirect: false });
    router.push("/");
    router.refresh();
  }, [router]);
}
