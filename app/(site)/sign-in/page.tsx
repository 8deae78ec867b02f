import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage } from "@/components/auth/AuthPage";
import { SignInForm } from "@/components/auth/SignInForm";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { getSessionUser } from "@/lib/auth/current-user";
import { googleSignIn } from "@/lib/auth/google";
import { SIGN_IN_NOTICES } from "@/lib/auth/messages";
import { captchaConfig } from "@/lib/captcha/captcha";

export const metadata: Metadata = { title: "Sign In", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(first(params.callbackUrl));
  if (await getSessionUser()) redirect(callbackUrl);
  const notice = first(params.registered)
    ? SIGN_IN_NOTICES.registered
    : first(params.reset)
      ? SIGN_IN_NOTICES.reset
      : first(params.invited)
        ? SIGN_IN_NOTICES.invited
        : undefined;
  return (
    <AuthPage title="Sign In" subtitle="Welcome back to Basis Point.">
      <SignInForm
        captcha={captchaConfig()}
        googleConfigured={googleSignIn().oauth}
        callbackUrl={callbackUrl}
        notice={notice}
        providerError={Boolean(first(params.error))}
      />
    </AuthPage>
  );
}
