/**
 * The fact-check endpoint reads articles from the database by id; it never fetches the address it is given.
 * This guard turns that address into a post id, accepting only this site's own /post/{id} pages, so a caller
 * cannot point the server at another host (no server-side request forgery) or at another kind of page.
 */
import { parseId } from "@/lib/validation-primitives/ids";
import { ARTICLE_URL_REASONS } from "./messages";

export type ArticleUrlResult = { ok: true; id: number } | { ok: false; reason: string };

const ARTICLE_PATH = /^\/post\/(\d+)\/?$/;

/**
 * `address` is an absolute http(s) URL or a root-relative path ("/post/20"); `origins` are the site's own
 * origins (SITE_URL and the host the request came to). Parsing follows the WHATWG URL rules a browser uses,
 * so "//evil.example/post/1", "/\evil.example/post/1" and "http://site@evil.example/post/1" all name
 * evil.example, and dot segments are resolved before the path is matched.
 */
export function articleIdFromUrl(address: string, origins: readonly string[]): ArticleUrlResult {
  const [home] = origins;
  if (!home) return { ok: false, reason: ARTICLE_URL_REASONS.noSiteAddress };
  let url: URL;
  try {
    url = /^[a-z][a-z0-9+.-]*:/i.test(address) ? new URL(address) : new URL(address, home);
  } catch {
    return { ok: false, reason: ARTICLE_URL_REASONS.notAnAddress };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: ARTICLE_URL_REASONS.notHttp };
  if (url.username || url.password) return { ok: false, reason: ARTICLE_URL_REASONS.hasCredentials };
  if (!origins.includes(url.origin)) return { ok: false, reason: ARTICLE_URL_REASONS.otherHost(home, url.host) };
  const id = parseId(ARTICLE_PATH.exec(url.pathname)?.[1]);
  if (id === undefined) return { ok: false, reason: ARTICLE_URL_REASONS.notAnArticle(home) };
  return { ok: true, id };
}

/**
 * The origins an article address may use: the configured public address, and the one the request itself came
 * to (its Host, or the X-Forwarded-Host/-Proto a proxy set). Trusting those headers is safe here: they only
 * widen which spellings of "this site" are accepted, and the article is then read from the database, not fetched.
 */
export function siteOrigins(siteUrl: string, request: Request): string[] {
  const origins = [new URL(siteUrl).origin];
  const host = (request.headers.get("x-forwarded-host") ?? request.headers.get("host"))?.split(",")[0]?.trim();
  const scheme = (request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.slice(0, -1)).split(",")[0]?.trim();
  try {
    if (host && (scheme === "http" || scheme === "https")) origins.push(new URL(`${scheme}://${host}`).origin);
  } catch {
    // A malformed Host header adds nothing.
  }
  return [...new Set(origins)];
}
