import type { Metadata } from "next";
import { redirect } from "next/navigation";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { AuthPage } from "@/components/auth/AuthPage";
import { AuthenticatorApp } from "@/components/auth/settings/AuthenticatorApp";
import { ChangePasswordForm } from "@/components/auth/settings/ChangePasswordForm";
import { ContactVerification } from "@/components/auth/settings/ContactVerification";
import { EmailChangeForm } from "@/components/auth/settings/EmailChangeForm";
import { SignOutEverywhere } from "@/components/auth/settings/SignOutEverywhere";
import { TrustedDevices } from "@/components/auth/settings/TrustedDevices";
import { TwoFactorSetting } from "@/components/auth/settings/TwoFactorSetting";
import { getSessionUser } from "@/lib/auth/current-user";
import { authenticatorStatusOf, trustedDevicesOf } from "@/lib/auth/service";

export const metadata: Metadata = { title: "Settings", robots: { index: false } };

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Stack component="section" spacing={1.5} aria-label={title}>
      <Typography component="h2" variant="h3">
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
      {children}
    </Stack>
  );
}

export default async function SettingsPage() {
  // middleware.ts redirects visitors already; this is the check that counts.
  const user = await getSessionUser();
  if (!user) redirect("/sign-in?callbackUrl=%2Fsettings");
  const [devices, authenticator] = await Promise.all([trustedDevicesOf(user), authenticatorStatusOf(user)]);
  return (
    <AuthPage title="Settings" subtitle="Security of your Basis Point account." wide>
      <Stack spacing={4} divider={<Divider flexItem />}>
        <ContactVerification email={user.email} emailVerified={user.emailVerified} phone={user.phone} phoneVerified={user.phoneVerified} />
        <Section
          title="Two-factor authentication"
          description={`When it is on, each sign-in on a new browser asks for a 6-digit code sent to ${user.email ? "your email" : "your phone"}.`}
        >
          <TwoFactorSetting enabled={user.twoFactorEnabled} hasPassword={user.hasPassword} />
        </Section>
        <Section
          title="Authenticator app"
          description="Codes from an app on your phone instead of mailed ones, with recovery codes for when the phone is lost. Setting it up turns two-factor authentication on."
        >
          <AuthenticatorApp
            enabled={authenticator.enabled}
            recoveryCodesLeft={authenticator.recoveryCodesLeft}
            hasPassword={user.hasPassword}
          />
        </Section>
        <Section title="Password" description="Changing your password signs you out on every other device.">
          <ChangePasswordForm hasPassword={user.hasPassword} />
        </Section>
        <Section
          title="Email"
          description={
            user.email
              ? `Your address is ${user.email}. A new one takes effect when you open the link we send to it.`
              : "Add an address: a link we send to it confirms it."
          }
        >
          <EmailChangeForm hasPassword={user.hasPassword} />
        </Section>
        <Section title="Trusted devices" description="Browsers where you chose “Trust this device for 30 days” skip the code until then.">
          <TrustedDevices initial={devices} />
        </Section>
        <Section title="Sessions" description="Lost a device or signed in on a shared computer? End every session at once.">
          <SignOutEverywhere />
        </Section>
      </Stack>
    </AuthPage>
  );
}
