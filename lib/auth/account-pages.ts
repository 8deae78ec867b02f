import { can, secondFactorGap, type Actor } from "./capabilities";

/** A page of the signed-in reader's account, as the avatar menu and the drawer list it. */
export interface AccountPage {
  href: "/profile" | "/settings" | "/admin" | "/admin/comments";
  label: string;
}

/**
 * docs/behaviour.md#screens: Profile and Settings; staff also get the newsroom, and those who moderate comments
 * (editors and admins) the moderation queue.
 */
export function accountPages(user: Actor): AccountPage[] {
  const pages: AccountPage[] = [
    { href: "/profile", label: "Profile" },
    { href: "/settings", label: "Settings" },
  ];
  // A session that has not passed the second factor yet still finds the newsroom: it asks for the code.
  if (can(user, "enter_newsroom") || secondFactorGap(user) === "unconfirmed") pages.push({ href: "/admin", label: "Newsroom" });
  if (can(user, "moderate_comments")) pages.push({ href: "/admin/comments", label: "Moderation" });
  return pages;
}
