import type { ErrorEntry } from "@/lib/errors";

// The CMS pages' catalogue: the texts their schemas show, and the errors the staff API raises.

export const PAGE_SUMMARY_MAX_LENGTH = 300;

export const PAGE_MESSAGES = {
  titleRequired: "Please give the page a title.",
  slugRequired: 'Please give the page an address (slug), e.g. "about".',
  slugReserved: "This address belongs to a section of the site (such as /search or /admin): choose another slug.",
  summary: `The description is at most ${PAGE_SUMMARY_MAX_LENGTH} characters.`,
} as const;

export const PAGE_ERRORS = {
  pagesForbidden: { code: "pages_forbidden", message: "Only editors and administrators can manage pages." },
  notFound: { code: "page_not_found", message: "Page not found." },
  slugTaken: { code: "page_slug_taken", message: "Another page already uses this slug." },
  redirectNotFound: { code: "page_redirect_not_found", message: "This page has no such old address." },
  notPublished: { code: "page_not_published", message: "This page is not published: it is a draft already." },
  invalidPage: { code: "invalid_page", message: "Please correct the highlighted fields." },
} as const satisfies Record<string, ErrorEntry>;
