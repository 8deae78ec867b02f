import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/AuthPage";
import { ForgotPasswordForm } from "@/components/auth/ForgotPasswordForm";

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthPage
      title="Forgot password"
      subtitle="Enter the email or phone number of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
