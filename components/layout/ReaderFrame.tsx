import { FactCheckLauncher } from "@/components/factcheck/FactCheckLauncher";
import { SITE_NAME } from "@/lib/site";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * The readers' frame: header with the ticker, the page, footer and the fact-check launcher. The
 * (site) route group's layout and the not-found page wear it; /admin has its own (AdminShell).
 */
export function ReaderFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      {/* React hoists this into <head>; kept out of `metadata` so pages' own `alternates` do not drop it. */}
      <link rel="alternate" type="application/rss+xml" href="/feed.xml" title={`${SITE_NAME} — latest articles`} />
      <SiteHeader />
      <main id="main-content">{children}</main>
      <SiteFooter />
      <FactCheckLauncher />
    </>
  );
}
