"use client";

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useLogout } from "@/components/auth/useLogout";
import { SITE_NAME } from "@/lib/site";

/**
 * The back office's own compact bar (no reader header, ticker or footer under /admin): the site's
 * name back to the public site, who is signed in, and sign out. The newsroom's sections are beside it
 * in AdminShell.
 */
export function AdminTopBar({ who }: { who: string }) {
  const logout = useLogout();
  return (
    <Box
      component="header"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: { xs: 1, sm: 2 },
        px: { xs: 1, sm: 2, md: 3 },
        minHeight: 48,
        bgcolor: "primary.main",
        color: "primary.contrastText",
      }}
    >
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: "absolute",
          left: -9999,
          "&:focus": { left: 8, top: 8, p: 1, bgcolor: "background.paper", color: "text.primary", zIndex: 1 },
        }}
      >
        Skip to content
      </Box>
      <Box
        component="a"
        href="/"
        sx={{ color: "inherit", fontWeight: 800, fontSize: "1.1rem", textDecoration: "none", whiteSpace: "nowrap" }}
      >
        {SITE_NAME}
      </Box>
      <Typography component="span" variant="body2" sx={{ opacity: 0.85, display: { xs: "none", sm: "inline" } }}>
        Newsroom
      </Typography>
      <Typography
        component="span"
        variant="body2"
        sx={{ ml: "auto", minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
      >
        Signed in as {who}
      </Typography>
      <Button color="inherit" size="small" variant="outlined" onClick={() => void logout()} sx={{ flexShrink: 0 }}>
        Sign out
      </Button>
    </Box>
  );
}
