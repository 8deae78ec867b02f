"use client";

import Drawer from "@mui/material/Drawer";
import { DrawerAccountLinks, DrawerIdentity } from "@/components/auth/DrawerAccount";
import { MuiProvider } from "@/components/theme/MuiProvider";
import { PageLink } from "@/components/ui/PageLink";
import type { MouseEvent, ReactNode } from "react";
import { Icon } from "@/components/ui/Icons";
import { SITE_NAME } from "@/lib/site";
import styles from "./drawer.module.css";

export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  navigation: ReactNode;
}

/**
 * The 240-wide left drawer (docs/behaviour.md#screens): identity, navigation, Bookmarks, then the account links. The
 * account parts are the reader's own, asked by the browser like the header's corner.
 */
export function MenuDrawer({ open, onClose, navigation }: MenuDrawerProps) {
  // Any followed link closes the drawer, including one to the page already shown, as does Logout.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest("a[href], [data-closes-drawer]")) onClose();
  }
  return (
    <MuiProvider cacheKey="mui-drawer">
      <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { className: styles.paper, "aria-label": "Menu" } }}>
        <div onClickCapture={closeOnLink}>
          <div className={styles.drawerHead}>
            <span>{SITE_NAME}</span>
            <button type="button" className={styles.closeButton} aria-label="Close menu" onClick={onClose}>
              <Icon name="close" />
            </button>
          </div>
          <DrawerIdentity />
          {navigation}
          <hr className={styles.divider} />
          <nav aria-label="Reader" className={styles.nav}>
            <ul>
              <li>
                <PageLink href="/bookmarks">Bookmarks</PageLink>
              </li>
            </ul>
          </nav>
          <hr className={styles.divider} />
          <DrawerAccountLinks />
        </div>
      </Drawer>
    </MuiProvider>
  );
}
