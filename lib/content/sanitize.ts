import DOMPurify from "isomorphic-dompurify";

// Article and CMS bodies are HTML written by editors; they are still untrusted at render time.
const ARTICLE_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "select", "textarea", "iframe", "object", "embed"],
  FORBID_ATTR: ["style"],
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, ARTICLE_POLICY);
}
