import fs from "node:fs";
import { fileURLToPath } from "node:url";

// Written by scripts/lib/build.mjs before `next build` (DEPLOYMENT_ID, or the commit and build time):
// read here at build and at every node's start, so all nodes of one build announce the same id.
const deploymentIdFile = new URL("./dist/server/deployment-id", import.meta.url);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // server/main.ts compresses instead: brotli, which Next's own compression (gzip only) lacks.
  compress: false,
  // A browser holding a page of another deployment (a rolling update behind the load balancer)
  // reloads the page on its next navigation instead of asking this build for chunks it lacks.
  deploymentId: fs.existsSync(deploymentIdFile) ? fs.readFileSync(deploymentIdFile, "utf8").trim() : undefined,
  // PGlite ships a WASM Postgres; keep it out of the bundles and out of .next/static.
  // The Redis, rate-limit and S3 clients are plain Node packages: loaded from node_modules, not bundled.
  // happy-dom (the DOM @tiptap/html renders article bodies with on the server) likewise.
  serverExternalPackages: ["@electric-sql/pglite", "redis", "rate-limiter-flexible", "@aws-sdk/client-s3", "happy-dom"],
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
  // The data pages' download and their sorted table keep the addresses readers are given while served by
  // cached routes: a `.csv` suffix cannot be part of a dynamic segment, and a query string read by the page
  // would render it per request.
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/data/:indicator/:country.csv", destination: "/data/:indicator/:country/csv" },
        { source: "/data/:indicator", has: [{ type: "query", key: "sort", value: "name" }], destination: "/data/:indicator/by/name" },
      ],
    };
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
