import { fileURLToPath } from "node:url";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships a WASM Postgres; keep it out of the bundles and out of .next/static.
  serverExternalPackages: ["@electric-sql/pglite"],
  // Reading pages and the data under them are kept in memory and rendered on first request; the
  // build's own renders are never served (see server/cache-handler.ts, which scripts/lib/build.mjs
  // bundles here before `next build`).
  cacheHandler: fileURLToPath(new URL("./dist/server/cache-handler.mjs", import.meta.url)),
  experimental: {
    optimizePackageImports: ["@mui/material", "@mui/icons-material"],
    // Not inlineCss: inlined, the pages' CSS travelled twice (in the HTML and again in the RSC payload,
    // 38 KB of a 189 KB article) and parsing it during hydration cost 300–800 ms of Lighthouse's
    // blocking time; as two small cached stylesheets it costs one round trip.
    inlineCss: false,
  },
  // The newsroom and its previews are for staff: never indexed, even if a link leaks (its pages
  // carry the robots meta too; Next answers them `private, no-store` as dynamic pages).
  async headers() {
    return [{ source: "/admin/:path*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] }];
  },
  images: {
    // Article images are generated SVGs served by /api/uploads; they need no resizing.
    unoptimized: true,
  },
};

export default nextConfig;
