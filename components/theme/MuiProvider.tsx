import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { ThemeProvider } from "@mui/material/styles";
import { theme } from "./theme";

/**
 * MUI's theme and style cache for the parts that use MUI: the account screens and the islands that
 * load on demand (account menus, drawer, fact-check panel). The reading pages themselves are plain
 * markup and CSS modules, so a visitor's page does not download or run MUI at all. Each provider
 * on a page names its own style cache.
 */
export function MuiProvider({ cacheKey, children }: { cacheKey: string; children: React.ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: cacheKey }}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </AppRouterCacheProvider>
  );
}
