"use client";

import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import { useLogout } from "./useLogout";

/** Logout in the drawer; the click bubbles to the drawer, which closes on any choice. */
export function DrawerLogoutButton() {
  const logout = useLogout();
  return (
    <ListItemButton onClick={() => void logout()}>
      <ListItemText primary="Logout" />
    </ListItemButton>
  );
}
