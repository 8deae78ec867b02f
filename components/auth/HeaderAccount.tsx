import Stack from "@mui/material/Stack";
import { ButtonLink } from "@/components/ui/links";
import { getSessionUser } from "@/lib/auth/current-user";
import { displayName } from "@/lib/auth/users";
import { AccountMenus } from "./AccountMenus";
import { ForgetStaleSession } from "./ForgetStaleSession";

/**
 * The account corner of the header, rendered on the server from the session cookie (no flash of
 * the visitor version): the bell and the avatar menu for a signed-in reader, Sign In and Sign Up
 * for a visitor.
 */
export async function HeaderAccount() {
  const user = await getSessionUser();
  if (user) {
    const name = displayName(user);
    return <AccountMenus account={{ displayName: name, initial: name.charAt(0).toUpperCase(), avatar: user.avatar }} />;
  }
  return (
    <Stack direction="row" spacing={1}>
      <ForgetStaleSession />
      <ButtonLink href="/sign-in" color="inherit">
        Sign In
      </ButtonLink>
      <ButtonLink href="/sign-up" variant="outlined" color="inherit">
        Sign Up
      </ButtonLink>
    </Stack>
  );
}
