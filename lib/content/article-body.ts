import "server-only";
import { getSchema } from "@tiptap/core";
import { generateHTML, generateJSON } from "@tiptap/html/server";
import { Node } from "@tiptap/pm/model";
import { BODY_EXTENSIONS } from "./body-schema";
import { sanitizeHtml } from "./sanitize";

// One source of truth for an article body: the editor's document. The HTML readers get (and the
// preview and the revision diff read) is always rendered from it here, with the same sanitizer as
// every render; HTML sent without a document is first turned into one.

const schema = getSchema(BODY_EXTENSIONS);

export interface ArticleBody {
  /** The document (TipTap JSON), as checked against the body's schema. */
  json: Record<string, unknown>;
  /** The sanitized HTML rendered from it; "" for an empty document. */
  html: string;
}

/** Thrown for a document the body's schema does not accept (unknown nodes, marks or nesting). */
export class InvalidBodyDocumentError extends Error {}

function isEmpty(doc: Node): boolean {
  return doc.childCount === 0 || (doc.childCount === 1 && doc.firstChild!.isTextblock && doc.firstChild!.content.size === 0);
}

/** The body from the editor's document: checked against the schema, rendered, sanitized. */
export function bodyFromDocument(document: unknown): ArticleBody {
  let doc: Node;
  try {
    doc = Node.fromJSON(schema, document);
    doc.check();
  } catch (error) {
    throw new InvalidBodyDocumentError(error instanceof Error ? error.message : String(error));
  }
  const json = doc.toJSON() as Record<string, unknown>;
  return { json, html: isEmpty(doc) ? "" : sanitizeHtml(generateHTML(json, BODY_EXTENSIONS)) };
}

/** The body from HTML alone (API clients, older articles): sanitized, read into a document, rendered from it. */
export function bodyFromHtml(html: string): ArticleBody {
  return bodyFromDocument(generateJSON(sanitizeHtml(html), BODY_EXTENSIONS));
}
