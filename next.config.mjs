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
    // Not inlineCss: inlined, the pages' CSS travelled twice (in the HTML and again in the RSC payload,
    // 38 KB of a 189 KB article) and parsing it during hydration cost 300–800 ms of Lighthouse's
    // blocking time; as two small cached stylesheets it costs one round trip.
    inlineCss: false,
  },
  images: {
    // Article images are generated SVGs served by /api/uploads; they need no resizing.
    unoptimized: true,
  },
};

export default nextConfig;
