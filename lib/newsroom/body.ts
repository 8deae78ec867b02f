import "server-only";
import { bodyFromDocument, bodyFromHtml, InvalidBodyDocumentError, type ArticleBody } from "@/lib/content/article-body";
import { InvalidInputError } from "@/lib/errors";
import { NEWSROOM_ERRORS } from "./messages";

/**
 * The body a save carries (an article's, a CMS page's), as one thing: the editor's document with
 * the HTML rendered from it, or (HTML alone) the document read from the HTML and the HTML rendered
 * back. The schemas refuse a save that sends both, so what an editor reviews is always what readers get.
 */
export function bodyOf(input: { body_json?: unknown; description?: string }): ArticleBody | undefined {
  try {
    if (input.body_json != null) return bodyFromDocument(input.body_json);
    if (input.description !== undefined) return bodyFromHtml(input.description);
    return undefined;
  } catch (error) {
    if (!(error instanceof InvalidBodyDocumentError)) throw error;
    throw new InvalidInputError(NEWSROOM_ERRORS.invalidBody, { body_json: NEWSROOM_ERRORS.invalidBody.message });
  }
}
