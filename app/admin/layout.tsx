import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { AdminShell, type NewsroomSection } from "@/components/newsroom/AdminShell";
import { ConfirmSessionNotice } from "@/components/newsroom/ConfirmSessionNotice";
import { SecondFactorNotice } from "@/components/newsroom/SecondFactorNotice";
import { MuiProvider } from "@/components/theme/MuiProvider";
import { getSessionUser } from "@/lib/auth/current-user";
import { displayName } from "@/lib/auth/public-user";
import { can, secondFactorGap } from "@/lib/auth/capabilities";

// Never indexed (also X-Robots-Tag in next.config.mjs) and never cached: every screen reads the session.
export const metadata: Metadata = { title: { default: "Newsroom", template: "%s · Newsroom" }, robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** The newsroom (staff only): middleware.ts redirects visitors and readers; this is the check that counts. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const user = await getSessionUser();
  if (!user) redirect("/sign-in?callbackUrl=%2Fadmin");
  // Staff without a second factor are told how to get in rather than sent away: turn two-step on,
  // or (signed in with Google, or before it was on) confirm this session with a mailed code.
  const gap = secondFactorGap(user);
  if (gap) {
    return (
      <MuiProvider cacheKey="newsroom">
        <AdminShell who={displayName(user)}>{gap === "off" ? <SecondFactorNotice /> : <ConfirmSessionNotice />}</AdminShell>
      </MuiProvider>
    );
  }
  if (!can(user, "enter_newsroom")) redirect("/");
  const sections: NewsroomSection[] = ["posts"];
  if (can(user, "manage_front_page")) sections.push("front-page");
  sections.push("media");
  if (can(user, "manage_pages")) sections.push("pages");
  if (can(user, "manage_bylines")) sections.push("bylines");
  if (can(user, "manage_categories")) sections.push("categories");
  if (can(user, "manage_tags")) sections.push("tags");
  if (can(user, "manage_menus")) sections.push("menus");
  if (can(user, "moderate_comments")) sections.push("comments");
  if (can(user, "manage_staff")) sections.push("staff");
  if (can(user, "read_audit")) sections.push("audit");
  return (
    <MuiProvider cacheKey="newsroom">
      <AdminShell sections={sections} who={displayName(user)}>
        {children}
      </AdminShell>
    </MuiProvider>
  );
}
