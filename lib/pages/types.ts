export interface CmsPage {
  slug: string;
  title: string;
  summary: string;
  /** The body as HTML; sanitize before rendering. */
  content: string;
  updatedAt: string;
}
