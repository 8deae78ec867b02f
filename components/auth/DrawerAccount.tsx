import { PageLink } from "@/components/ui/PageLink";
import { accountPages } from "@/lib/auth/account-pages";
import { getSessionUser } from "@/lib/auth/current-user";
import { displayName } from "@/lib/auth/users";
import drawer from "@/components/layout/drawer.module.css";
import { DrawerLogoutButton } from "./DrawerLogoutButton";
import styles from "./account.module.css";

/**
 * The drawer's account parts (spec §2, "Drawer"): `DrawerIdentity` comes first (the signed-in
 * reader's initial and name or e-mail), `DrawerAccountLinks` last (Profile, Settings and Logout when
 * signed in; Sign In and Sign Up for a visitor). Both read the session on the server and are plain
 * markup, so they add nothing to a page's JavaScript.
 */
export async function DrawerIdentity() {
  const user = await getSessionUser();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email || displayName(user);
  return (
    <div className={styles.identity}>
      <span className={styles.initial} aria-hidden="true">
        {user.avatar ? (
          // eslint-disable-next-line @next/next/no-img-element -- avatars are small uploads served as they are
          <img src={user.avatar} alt="" width={40} height={40} />
        ) : (
          name.charAt(0).toUpperCase()
        )}
      </span>
      <span>{name}</span>
    </div>
  );
}

export async function DrawerAccountLinks() {
  const user = await getSessionUser();
  return (
    <nav aria-label="Account" className={drawer.nav}>
      <ul>
        {user ? (
          <>
            {accountPages(user.role === "admin").map((page) => (
              <li key={page.href}>
                <PageLink href={page.href}>{page.label}</PageLink>
              </li>
            ))}
            <li>
              <DrawerLogoutButton />
            </li>
          </>
        ) : (
          <>
            <li>
              <PageLink href="/sign-in">Sign In</PageLink>
            </li>
            <li>
              <PageLink href="/sign-up">Sign Up</PageLink>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
