// `npm run build`: the production server's bundle (dist/server/), then `next build`.
// `npm run build -- --server-only`: the bundle alone (what `npm run dev` needs for the cache handler).
import { build, buildServer } from "./lib/build.mjs";

if (process.argv.includes("--server-only")) buildServer();
else build();
