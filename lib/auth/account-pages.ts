/** A page of the signed-in reader's account, as the avatar menu and the drawer list it. */
export interface AccountPage {
  href: "/profile" | "/settings" | "/admin/comments";
  label: string;
}

const READER_PAGES: readonly AccountPage[] = [
  { href: "/profile", label: "Profile" },
  { href: "/settings", label: "Settings" },
];
const ADMIN_PAGES: readonly AccountPage[] = [...READER_PAGES, { href: "/admin/comments", label: "Moderation" }];

/** Spec §2: Profile and Settings; admins also get the moderation queue. */
export function accountPages(isAdmin: boolean): readonly AccountPage[] {
  return isAdmin ? ADMIN_PAGES : READER_PAGES;
}
