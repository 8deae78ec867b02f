import { NextResponse } from "next/server";
import { env } from "@/lib/config/env";
import { articleIdFromUrl, siteOrigins } from "@/lib/factcheck/article-url";
import { factCheckPost } from "@/lib/factcheck/service";
import { createRateLimiter, enforceRateLimit } from "@/lib/http/rate-limit";
import { HttpError, jsonError, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { factCheckRequestSchema } from "@/lib/validation/factcheck";

// 30 checks a minute per client address: far above a reader's pace, low enough to stop a scraper.
const limiter = createRateLimiter({ limit: 30, windowMs: 60_000 });
const MAX_BODY_BYTES = 16_384;

/** Spec §7: checks the figures of one of this site's articles and answers the fact-check response of spec §3. */
export const POST = withErrors(async (request: Request) => {
  enforceRateLimit(limiter, request);
  const body = parseOrThrow(factCheckRequestSchema, await readJson(request, MAX_BODY_BYTES));
  const target = articleIdFromUrl(body.url, siteOrigins(env().siteUrl, request));
  if (!target.ok) throw new HttpError(400, target.reason, { url: target.reason });
  const answer = await factCheckPost(target.id, { category: body.category, question: body.question, description: body.description });
  if (!answer) throw new HttpError(404, "Post not found.");
  return NextResponse.json(answer, { headers: { "Cache-Control": "no-store" } });
});

export function GET(): Response {
  return jsonError(405, "Ask for a fact-check with POST.", undefined, { Allow: "POST" });
}
