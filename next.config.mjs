/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships a WASM Postgres; keep it out of the bundles and out of .next/static.
  serverExternalPackages: ["@electric-sql/pglite"],
  experimental: {
    // Data cached with unstable_cache lives in memory only: a fresh DATA_DIR or database must never be
    // answered from entries that an earlier run wrote under .next/cache.
    isrFlushToDisk: false,
    optimizePackageImports: ["@mui/material", "@mui/icons-material"],
    // The pages' CSS (a few KB of CSS modules) travels inside the HTML: no render-blocking request, so
    // a phone on a slow connection paints the article before the scripts arrive.
    inlineCss: true,
  },
  images: {
    // Article images are generated SVGs served by /api/uploads; they need no resizing.
    unoptimized: true,
  },
};

export default nextConfig;
