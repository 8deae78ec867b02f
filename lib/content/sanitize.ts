import DOMPurify from "isomorphic-dompurify";

/** What DOMPurify puts before every `id` and `name` of a body (SANITIZE_NAMED_PROPS). */
export const NAMED_PROPS_PREFIX = "user-content-";

// Article and CMS bodies are HTML written by editors; they are still untrusted at render time.
// Their ids and names are prefixed (SANITIZE_NAMED_PROPS), so a body can never clobber a global
// the page's scripts read (`<p id="__next_f">` would otherwise stop the page from hydrating).
const ARTICLE_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "select", "textarea", "iframe", "object", "embed"],
  FORBID_ATTR: ["style"],
  SANITIZE_NAMED_PROPS: true,
};

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
