import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { ButtonLink } from "@/components/ui/links";

export default function NotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: "center" }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>The page you were looking for does not exist or has moved.</Typography>
      <ButtonLink href="/" variant="contained">
        Back to the front page
      </ButtonLink>
    </Container>
  );
}
