import { PageLink } from "@/components/ui/PageLink";
import { getSessionUser } from "@/lib/auth/current-user";
import { displayName } from "@/lib/auth/users";
import { ForgetStaleSession } from "./ForgetStaleSession";
import { LazyAccountMenus } from "./LazyAccountMenus";
import styles from "./account.module.css";

/**
 * The account corner of the header, rendered on the server from the session cookie (no flash of
 * the visitor version): the bell and the avatar menu for a signed-in reader, Sign In and Sign Up
 * for a visitor. The visitor version is plain links, so every reading page stays free of the
 * menus' JavaScript.
 */
export async function HeaderAccount() {
  const user = await getSessionUser();
  if (user) {
    const name = displayName(user);
    return <LazyAccountMenus account={{ displayName: name, initial: name.charAt(0).toUpperCase(), avatar: user.avatar, isAdmin: user.role === "admin" }} />;
  }
  return (
    <div className={styles.links}>
      <ForgetStaleSession />
      <PageLink href="/sign-in" className={styles.link}>
        Sign In
      </PageLink>
      <PageLink href="/sign-up" className={`${styles.link} ${styles.outlined}`}>
        Sign Up
      </PageLink>
    </div>
  );
}
