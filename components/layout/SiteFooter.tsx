import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { SITE_NAME, SITE_TAGLINE } from "@/lib/site";

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ mt: 6, py: 4, bgcolor: "grey.900", color: "grey.100" }}>
      <Container maxWidth="lg">
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {SITE_NAME}
        </Typography>
        <Typography variant="body2">{SITE_TAGLINE}</Typography>
        <Typography variant="body2" sx={{ mt: 2 }}>
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
