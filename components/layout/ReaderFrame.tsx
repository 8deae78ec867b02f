import { FactCheckLauncher } from "@/components/factcheck/FactCheckLauncher";
import { SITE_NAME } from "@/lib/site";
import { ReaderChrome } from "./ReaderChrome";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * The readers' frame: header with the ticker, the page, footer and the fact-check launcher. The root
 * layout wears it, so that its islands share the root layout's chunk (decision 0087); ReaderChrome
 * leaves it out under /admin, which has its own (AdminShell).
 */
export function ReaderFrame({ children }: { children: React.ReactNode }) {
  return (
    <ReaderChrome
      header={
        <>
          {/* React hoists this into <head>; kept out of `metadata` so pages' own `alternates` do not drop it. */}
          <link rel="alternate" type="application/rss+xml" href="/feed.xml" title={`${SITE_NAME} — latest articles`} />
          <SiteHeader />
        </>
      }
      footer={
        <>
          <SiteFooter />
          <FactCheckLauncher />
        </>
      }
    >
      {children}
    </ReaderChrome>
  );
}
