import { NextResponse } from "next/server";
import { env } from "@/lib/config/env";
import { InvalidInputError } from "@/lib/errors";
import { articleIdFromUrl, siteOrigins } from "@/lib/factcheck/article-url";
import { FACTCHECK_ERRORS } from "@/lib/factcheck/messages";
import { factCheckRequestSchema } from "@/lib/factcheck/schemas";
import { factCheckPost } from "@/lib/factcheck/service";
import { createSharedRateLimiter, enforceRateLimit } from "@/lib/http/rate-limit";
import { methodNotAllowed, withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";

// 30 checks a minute per client address: far above a reader's pace, low enough to stop a scraper.
const limiter = createSharedRateLimiter("fact-check-url", { limit: 30, windowMs: 60_000 });
const MAX_BODY_BYTES = 16_384;

/** docs/behaviour.md#calls: checks the figures of one of this site's articles and answers the fact-check response of docs/behaviour.md#data-shapes. */
export const POST = withErrors(async (request: Request) => {
  await enforceRateLimit(limiter, request);
  const body = parseOrThrow(factCheckRequestSchema, await readJson(request, MAX_BODY_BYTES));
  const target = articleIdFromUrl(body.url, siteOrigins(env().siteUrl, request));
  if (!target.ok) throw new InvalidInputError(FACTCHECK_ERRORS.invalidArticleUrl(target.reason), { url: target.reason });
  const answer = await factCheckPost(target.id, { category: body.category, question: body.question, description: body.description });
  return NextResponse.json(answer, { headers: { "Cache-Control": "no-store" } });
});

export function GET(): Response {
  return methodNotAllowed(FACTCHECK_ERRORS.postOnly, ["POST"]);
}
