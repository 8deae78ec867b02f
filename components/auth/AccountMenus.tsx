"use client";

import { useState, type ReactNode } from "react";
import Avatar from "@mui/material/Avatar";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import AdminPanelSettings from "@mui/icons-material/AdminPanelSettings";
import Article from "@mui/icons-material/Article";
import Logout from "@mui/icons-material/Logout";
import Newspaper from "@mui/icons-material/Newspaper";
import Notifications from "@mui/icons-material/Notifications";
import Person from "@mui/icons-material/Person";
import Reply from "@mui/icons-material/Reply";
import Settings from "@mui/icons-material/Settings";
import SystemUpdateAlt from "@mui/icons-material/SystemUpdateAlt";
import NextLink from "next/link";
import { MuiProvider } from "@/components/theme/MuiProvider";
import type { AccountPage } from "@/lib/auth/account-pages";
import type { ReaderSummary } from "@/lib/reactions/reader-state";
import { useLogout } from "./useLogout";
import styles from "./account.module.css";

/** docs/behaviour.md#screens, #limits: the bell's badge is fixed at 3 and its menu holds three placeholder lines. */
export const NOTIFICATION_COUNT = 3;
const NOTIFICATIONS = [
  { icon: <Article fontSize="small" />, primary: "New article published", secondary: "A new story is waiting in Markets" },
  { icon: <Reply fontSize="small" />, primary: "New reply to your comment", secondary: "Someone answered you in a discussion" },
  { icon: <SystemUpdateAlt fontSize="small" />, primary: "System update", secondary: "Basis Point has new features" },
];

const PAGE_ICONS: Record<AccountPage["href"], ReactNode> = {
  "/profile": <Person fontSize="small" />,
  "/settings": <Settings fontSize="small" />,
  "/admin": <Newspaper fontSize="small" />,
  "/admin/comments": <AdminPanelSettings fontSize="small" />,
};

/** Staff also get their way to the newsroom and, if they moderate, the comment queue (`pages`). */
export type AccountSummary = Pick<ReaderSummary, "displayName" | "initial" | "avatar" | "pages">;

/** The signed-in header's client island: the notifications bell and the avatar's account menu. */
export function AccountMenus({ account }: { account: AccountSummary }) {
  const [notificationsAnchor, setNotificationsAnchor] = useState<HTMLElement | null>(null);
  const [accountAnchor, setAccountAnchor] = useState<HTMLElement | null>(null);
  const logout = useLogout();
  const closeAccount = () => setAccountAnchor(null);

  return (
    <MuiProvider cacheKey="mui-account">
      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
        <Tooltip title="Notifications" describeChild>
          <IconButton
            color="inherit"
            aria-label={`Notifications (${NOTIFICATION_COUNT} new)`}
            aria-haspopup="menu"
            aria-expanded={Boolean(notificationsAnchor)}
            onClick={(event) => setNotificationsAnchor(event.currentTarget)}
          >
            <Notifications />
            {/* The count is drawn by CSS from data-count: the button's name already says it. */}
            <span className={styles.badge} data-count={NOTIFICATION_COUNT} />
          </IconButton>
        </Tooltip>
        <Menu
          anchorEl={notificationsAnchor}
          open={Boolean(notificationsAnchor)}
          onClose={() => setNotificationsAnchor(null)}
          slotProps={{ list: { "aria-label": "Notifications" } }}
        >
          {NOTIFICATIONS.map((item) => (
            <MenuItem key={item.primary} onClick={() => setNotificationsAnchor(null)} sx={{ whiteSpace: "normal", maxWidth: 320 }}>
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.primary} secondary={item.secondary} />
            </MenuItem>
          ))}
        </Menu>

        <Tooltip title={account.displayName}>
          <IconButton
            aria-label="Account menu"
            aria-haspopup="menu"
            aria-expanded={Boolean(accountAnchor)}
            onClick={(event) => setAccountAnchor(event.currentTarget)}
            sx={{ p: 0.5 }}
          >
            <Avatar
              src={account.avatar ?? undefined}
              alt={account.displayName}
              sx={{ width: 34, height: 34, bgcolor: "secondary.main", fontSize: "1rem" }}
            >
              {account.initial}
            </Avatar>
          </IconButton>
        </Tooltip>
        <Menu
          anchorEl={accountAnchor}
          open={Boolean(accountAnchor)}
          onClose={closeAccount}
          anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
          transformOrigin={{ vertical: "top", horizontal: "right" }}
          slotProps={{ list: { "aria-label": "Account" } }}
        >
          {account.pages.map((page) => (
            <MenuItem key={page.href} component={NextLink} href={page.href} onClick={closeAccount}>
              <ListItemIcon>{PAGE_ICONS[page.href]}</ListItemIcon>
              {page.label}
            </MenuItem>
          ))}
          <MenuItem
            onClick={() => {
              closeAccount();
              void logout();
            }}
          >
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            Logout
          </MenuItem>
        </Menu>
      </Stack>
    </MuiProvider>
  );
}
