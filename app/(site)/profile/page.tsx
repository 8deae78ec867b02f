import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage } from "@/components/auth/AuthPage";
import { ProfileEditor } from "@/components/auth/ProfileEditor";
import { ContactVerification } from "@/components/auth/settings/ContactVerification";
import { getSessionUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Profile", robots: { index: false } };

export default async function ProfilePage() {
  // middleware.ts redirects visitors already; this is the check that counts.
  const sessionUser = await getSessionUser();
  if (!sessionUser) redirect("/sign-in?callbackUrl=%2Fprofile");
  const { sessionId: _sessionId, ...user } = sessionUser;
  return (
    <AuthPage title="Profile" subtitle="How you appear on Basis Point, and how we reach you." wide>
      <ContactVerification email={user.email} emailVerified={user.emailVerified} phone={user.phone} phoneVerified={user.phoneVerified} />
      <ProfileEditor user={user} />
    </AuthPage>
  );
}
