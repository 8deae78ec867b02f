"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { storeSession, type StoredUser } from "@/lib/ui/api-client";
import { mergeBrowserState } from "@/lib/ui/browser-state";
import { refreshReader } from "./useReader";

/**
 * After /api/auth/login or /api/auth/verify-2fa answered { token, user }: keep them in local
 * storage (docs/behaviour.md#states), hand the token to next-auth for the httpOnly web session, add what this browser
 * liked and saved as a visitor to the account (a failure is retried on the next article or
 * /bookmarks visit, which also covers Google sign-ins), then go on.
 */
export function useFinishSignIn(callbackUrl: string) {
  const router = useRouter();
  return useCallback(
    async (token: string, user: StoredUser) => {
      const result = await signIn("credentials", { token, redirect: false });
      if (!result?.ok) throw new Error(result?.error ?? "the web session could not be opened");
      storeSession(token, user);
      void refreshReader();
      await mergeBrowserState();
      router.replace(callbackUrl);
      router.refresh();
    },
    [callbackUrl, router],
  );
}
