import type { ErrorEntry } from "@/lib/errors";

// The fact-checker's catalogue: why an article address is refused, and the errors its endpoint raises.

/** Why `url` does not name one of this site's articles (lib/factcheck/article-url.ts). */
export const ARTICLE_URL_REASONS = {
  noSiteAddress: "The site has no known address.",
  notAnAddress: "url is not a valid address.",
  notHttp: "url must be an http or https address.",
  hasCredentials: "url must not carry a user name or password.",
  otherHost: (home: string, host: string) => `url must be an article on this site (${home}), not on ${host}.`,
  notAnArticle: (home: string) => `url must be the address of an article, like ${home}/post/20.`,
} as const;

export const FACTCHECK_ERRORS = {
  /** The message is one of ARTICLE_URL_REASONS. */
  invalidArticleUrl: (reason: string): ErrorEntry => ({ code: "invalid_article_url", message: reason }),
  postOnly: { code: "fact_check_post_only", message: "Ask for a fact-check with POST." },
} as const satisfies Record<string, ErrorEntry | ((...args: never[]) => ErrorEntry)>;
