import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { FactCheckLauncher } from "@/components/factcheck/FactCheckLauncher";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { env } from "@/lib/config/env";
import "./globals.css";

// Served from node_modules at build time: nothing is fetched from a font CDN.
const roboto = localFont({
  src: "../node_modules/@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2",
  variable: "--font-roboto",
  weight: "100 900",
  // A phone on a slow connection paints at once in the metric-matched fallback (or the system's
  // Roboto) instead of waiting for the web font; the font, cached, is used from the next page on.
  // Preloading it held back the first paint by a second or more in Lighthouse runs.
  display: "optional",
  preload: false,
});

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().siteUrl),
    title: { default: `${SITE_NAME} — markets, the economy and investing`, template: `%s | ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    openGraph: { siteName: SITE_NAME, type: "website", locale: "en_US" },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = { themeColor: "#1559b3", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={roboto.variable}>
      <body>
        {/* React hoists this into <head>; kept out of `metadata` so pages' own `alternates` do not drop it. */}
        <link rel="alternate" type="application/rss+xml" href="/feed.xml" title={`${SITE_NAME} — latest articles`} />
        <SiteHeader />
        <main id="main-content">{children}</main>
        <SiteFooter />
        <FactCheckLauncher />
      </body>
    </html>
  );
}
