import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { ReaderFrame } from "@/components/layout/ReaderFrame";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { env } from "@/lib/config/env";
import "./globals.css";

// Nothing is fetched from a font CDN: the file is fontsource's latin Roboto cut to the weights the
// site uses (scripts/subset-font.ts makes it from the npm package).
const roboto = localFont({
  src: "./fonts/roboto-latin-wght-400-800.woff2",
  variable: "--font-roboto",
  weight: "400 800",
  // Preloaded (27 KB), the font is there for the first layout on most connections; when it is not,
  // `optional` paints in the metric-matched fallback and never swaps fonts under the reader. Without
  // the preload it arrived just after the first paint and relaid out the whole page (Lighthouse's
  // blocking time on a slow CPU: 300–460 ms before, 140–260 ms after).
  display: "optional",
  preload: true,
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
        <ReaderFrame>{children}</ReaderFrame>
      </body>
    </html>
  );
}
