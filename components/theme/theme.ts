"use client";

import { createTheme } from "@mui/material/styles";

/** docs/behaviour.md#limits: primary blue, secondary purple, radius 8 (cards and papers 12), Roboto. */
export const theme = createTheme({
  cssVariables: true,
  palette: {
    primary: { main: "#1559b3" },
    secondary: { main: "#6a1b9a" },
    // MUI's orange (#ed6c02) is 3.1:1 on white: too faint for the back office's Unpublish buttons (axe, WCAG AA 4.5:1); this one is 5.2:1 either way, with white text on it (MUI's own pick, black, is 4.1:1).
    warning: { main: "#b35000", contrastText: "#fff" },
    background: { default: "#f6f7f9", paper: "#ffffff" },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: "var(--font-roboto), Roboto, Arial, sans-serif",
    h1: { fontSize: "2.25rem", fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: "1.375rem", fontWeight: 600 },
  },
  components: {
    MuiCard: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiButton: { styleOverrides: { root: { textTransform: "none" } } },
  },
});
