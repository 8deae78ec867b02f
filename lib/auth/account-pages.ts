import { can, type Actor } from "./capabilities";

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
  if (can(user, "enter_newsroom")) pages.push({ href: "/admin", label: "Newsroom" });
  if (can(user, "moderate_comments")) pages.push({ href: "/admin/comments", label: "Moderation" });
  return pages;
}
