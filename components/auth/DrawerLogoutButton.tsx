"use client";

import { useLogout } from "./useLogout";

/** Logout in the drawer; `data-closes-drawer` makes the drawer close on it as on a followed link. */
export function DrawerLogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" data-closes-drawer onClick={() => void logout()}>
      Logout
    </button>
  );
}
