// The short check the desk makes before an article goes live (the editor's Publish dialog). Pure:
// the browser runs it on the form as it is about to be published.
//
// What blocks and what only warns, as a financial desk works: an article without a headline, a
// category or a byline, or with an image readers who cannot see it are not told about, does not go
// out; one without its own summary or featured image may (the cards fall back to the body's first
// lines and a stock picture), but the editor is told first. The API does not enforce the check:
// existing clients publish through it, and the rules it does enforce (alt text with an image, a
// title and category on every save) stay as they were.

export type PublishCheckId = "headline" | "summary" | "category" | "byline" | "image" | "alt";

export interface PublishCheckItem {
  id: PublishCheckId;
  /** What is checked, e.g. "Headline". */
  label: string;
  ok: boolean;
  /** Missing, it stops publication (else it is a warning). */
  blocking: boolean;
  /** What is missing and what follows from it; empty when `ok`. */
  problem: string;
}

/** The fields the check reads, as the editor's form holds them ("" for none). */
export interface PublishCheckInput {
  title: string;
  summary: string;
  category_id: string;
  author_ids: readonly string[];
  featured_image_name: string;
  featured_image_alt: string;
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

export function prePublishCheck(input: PublishCheckInput): PublishCheckItem[] {
  const image = filled(input.featured_image_name);
  const item = (id: PublishCheckId, label: string, ok: boolean, blocking: boolean, problem: string): PublishCheckItem => ({
    id,
    label,
    ok,
    blocking,
    problem: ok ? "" : problem,
  });
  return [
    item("headline", "Headline", filled(input.title), true, "Add a headline."),
    item("summary", "Summary", filled(input.summary), false, "No summary: cards and search results show the body's first lines."),
    item("category", "Category", filled(input.category_id), true, "Choose a category."),
    item("byline", "Byline", input.author_ids.length > 0, true, "Credit at least one byline."),
    item("image", "Featured image", image, false, "No featured image: cards show a stock picture."),
    item("alt", "Alt text for the featured image", !image || filled(input.featured_image_alt), true, "Describe the featured image."),
  ];
}

/** Whether the check lets the article go out (no blocking item missing). */
export function mayPublish(items: readonly PublishCheckItem[]): boolean {
  return items.every((item) => item.ok || !item.blocking);
}
