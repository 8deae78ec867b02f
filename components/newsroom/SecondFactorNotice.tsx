import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { NEWSROOM_ERRORS } from "@/lib/newsroom/messages";

/** For a staff account without two-step verification: the newsroom stays closed until it is on. */
export function SecondFactorNotice() {
  return (
    <Box sx={{ maxWidth: 720, mx: "auto", my: 4, px: 2 }}>
      <Alert
        severity="warning"
        action={
          <Button href="/settings" color="inherit" size="small">
            Settings
          </Button>
        }
      >
        {NEWSROOM_ERRORS.twoFactorRequired.message}
      </Alert>
    </Box>
  );
}
