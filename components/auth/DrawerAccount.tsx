import Avatar from "@mui/material/Avatar";
import List from "@mui/material/List";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ListItemLink } from "@/components/ui/links";
import { getSessionUser } from "@/lib/auth/current-user";
import { displayName } from "@/lib/auth/users";
import { DrawerLogoutButton } from "./DrawerLogoutButton";

/**
 * The drawer's account parts (spec §2, "Drawer"): `DrawerIdentity` comes first (the signed-in
 * reader's initial and name or e-mail), `DrawerAccountLinks` last (Profile, Settings and Logout when
 * signed in; Sign In and Sign Up for a visitor). Both read the session on the server.
 */
export async function DrawerIdentity() {
  const user = await getSessionUser();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email || displayName(user);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", px: 2, py: 2 }}>
      <Avatar src={user.avatar ?? undefined} alt="" sx={{ bgcolor: "secondary.main" }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{name}</Typography>
    </Stack>
  );
}

export async function DrawerAccountLinks() {
  const user = await getSessionUser();
  if (user) {
    return (
      <List component="nav" aria-label="Account">
        <ListItemLink href="/profile">
          <ListItemText primary="Profile" />
        </ListItemLink>
        <ListItemLink href="/settings">
          <ListItemText primary="Settings" />
        </ListItemLink>
        <DrawerLogoutButton />
      </List>
    );
  }
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
