import { createHash } from "node:crypto";
import DOMPurify from "isomorphic-dompurify";

/** What DOMPurify puts before every `id` and `name` of a body (SANITIZE_NAMED_PROPS). */
export const NAMED_PROPS_PREFIX = "user-content-";

// Article and CMS bodies are HTML written by editors, untrusted: sanitized when saved, and when read
// unless this very sanitizer saved them (sanitizedBody below; CMS pages always).
// Their ids and names are prefixed (SANITIZE_NAMED_PROPS), so a body can never clobber a global
// the page's scripts read (`<p id="__next_f">` would otherwise stop the page from hydrating).
const ARTICLE_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "select", "textarea", "iframe", "object", "embed"],
  FORBID_ATTR: ["style"],
  SANITIZE_NAMED_PROPS: true,
};

/** Change when prefixFragmentLink changes what it writes: the bodies saved before are sanitized again when read. */
const HOOKS_REVISION = 1;

/**
 * This sanitizer — DOMPurify's version, the policy, the hook — as a short id, kept beside a body
 * sanitized on save (posts.body_sanitized_with): a body saved by this very sanitizer is served as
 * saved, any other (an older DOMPurify or policy, a row written by hand) is sanitized when read.
 */
export const SANITIZER_ID = createHash("sha256")
  .update(JSON.stringify([DOMPurify.version, ARTICLE_POLICY, NAMED_PROPS_PREFIX, HOOKS_REVISION]))
  .digest("base64url")
  .slice(0, 16);

/** In-page links follow their targets' prefixed ids, so a link to a heading keeps working. */
function prefixFragmentLink(node: Element): void {
  const href = node.getAttribute("href");
  if (node.tagName === "A" && href?.startsWith("#") && href.length > 1 && !href.startsWith(`#${NAMED_PROPS_PREFIX}`)) {
    node.setAttribute("href", `#${NAMED_PROPS_PREFIX}${href.slice(1)}`);
  }
}

export function sanitizeHtml(html: string): string {
  // The hook is added for this call only (sanitize is synchronous): other users of DOMPurify keep theirs.
  DOMPurify.addHook("afterSanitizeAttributes", prefixFragmentLink);
  try {
    return DOMPurify.sanitize(html, ARTICLE_POLICY);
  } finally {
    DOMPurify.removeHook("afterSanitizeAttributes", prefixFragmentLink);
  }
}

/**
 * A stored body as readers may get it: as stored when this sanitizer saved it (sanitizing it again
 * would change nothing and cost a cold article a tenth of its render: docs/decisions/0095), else
 * sanitized now.
 */
export function sanitizedBody(html: string, sanitizedWith: string | null): string {
  return sanitizedWith === SANITIZER_ID ? html : sanitizeHtml(html);
}
