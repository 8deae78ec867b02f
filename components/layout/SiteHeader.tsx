import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Toolbar from "@mui/material/Toolbar";
import { TextLink } from "@/components/ui/links";
import { HeaderAccount } from "@/components/auth/HeaderAccount";
import { SITE_NAME } from "@/lib/site";

export function SiteHeader() {
  return (
    <AppBar position="static" elevation={0}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <TextLink href="/" variant="h6" underline="none" sx={{ color: "inherit", fontWeight: 700 }}>
            {SITE_NAME}
          </TextLink>
          <Box sx={{ flexGrow: 1 }} />
          <HeaderAccount />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
