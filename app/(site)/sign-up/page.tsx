import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage } from "@/components/auth/AuthPage";
import { SignUpWizard } from "@/components/auth/SignUpWizard";
import { getSessionUser } from "@/lib/auth/current-user";
import { googleSignIn } from "@/lib/auth/google";
import { captchaConfig } from "@/lib/captcha/captcha";

export const metadata: Metadata = { title: "Sign Up", robots: { index: false } };

export default async function SignUpPage() {
  if (await getSessionUser()) redirect("/");
  return (
    <AuthPage title="Sign Up" subtitle="Create your free Basis Point account." wide>
      <SignUpWizard captcha={captchaConfig()} googleConfigured={googleSignIn().oauth} />
    </AuthPage>
  );
}
