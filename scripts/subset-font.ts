// `npx tsx scripts/subset-font.ts` writes app/fonts/roboto-latin-wght-400-800.woff2, the web font every
// page uses (tests/support/roboto-subset.ts says how). Run it again after upgrading
// @fontsource-variable/roboto; tests/e2e/api/static-assets.spec.ts fails while the committed file
// differs from its output.
import fs from "node:fs";
import path from "node:path";
import { SOURCE_FONT, SUBSET_FONT, subsetRoboto } from "@/tests/support/roboto-subset";

const font = await subsetRoboto();
fs.writeFileSync(SUBSET_FONT, font);
console.log(
  `${path.relative(process.cwd(), SUBSET_FONT)}: ${font.length.toLocaleString("en-US")} bytes (from ${fs.statSync(SOURCE_FONT).size.toLocaleString("en-US")})`,
);
