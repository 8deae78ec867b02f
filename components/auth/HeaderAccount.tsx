import Stack from "@mui/material/Stack";
import { ButtonLink } from "@/components/ui/links";

/** The account corner of the header. A visitor sees Sign In and Sign Up. */
export function HeaderAccount() {
  return (
    <Stack direction="row" spacing={1}>
      <ButtonLink href="/sign-in" color="inherit">
        Sign In
      </ButtonLink>
      <ButtonLink href="/sign-up" variant="outlined" color="inherit">
        Sign Up
      </ButtonLink>
    </Stack>
  );
}
