"use client";

import { PageLink } from "@/components/ui/PageLink";
import drawer from "@/components/layout/drawer.module.css";
import { DrawerLogoutButton } from "./DrawerLogoutButton";
import { useReader } from "./useReader";
import styles from "./account.module.css";

/**
 * The drawer's account parts (docs/behaviour.md#screens, "Drawer"): `DrawerIdentity` comes first (the signed-in
 * reader's initial and name or e-mail), `DrawerAccountLinks` last (Profile, Settings and Logout when
 * signed in; Sign In and Sign Up for a visitor). The drawer loads when first opened, by which time
 * the header has asked who is reading; both share that answer.
 */
export function DrawerIdentity() {
  const reader = useReader();
  if (!reader) return null;
  return (
    <div className={styles.identity}>
      <span className={styles.initial} aria-hidden="true">
        {reader.avatar ? (
          // eslint-disable-next-line @next/next/no-img-element -- avatars are small uploads served as they are
          <img src={reader.avatar} alt="" width={40} height={40} />
        ) : (
          reader.fullName.charAt(0).toUpperCase()
        )}
      </span>
      <span>{reader.fullName}</span>
    </div>
  );
}

export function DrawerAccountLinks() {
  const reader = useReader();
  // Until the answer arrives the drawer offers neither set of links.
  if (reader === undefined) return null;
  return (
    <nav aria-label="Account" className={drawer.nav}>
      <ul>
        {reader ? (
          <>
            {reader.pages.map((page) => (
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
