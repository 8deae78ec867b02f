export interface CmsPage {
  slug: string;
  title: string;
  summary: string;
  /** The body as HTML; sanitize before rendering. */
  content: string;
  updatedAt: string;
}

export type PageStatus = "draft" | "published";

/** A page in the back office's list (GET /api/admin/pages). */
export interface AdminPageSummary {
  id: number;
  slug: string;
  title: string;
  /** Its description: the meta description readers' search engines show. */
  summary: string;
  status: PageStatus;
  /** Where readers find it once published. */
  url: string;
  createdAt: string;
  updatedAt: string;
}

/** A page in the editor (GET, POST, PATCH /api/admin/pages…): with its body as HTML, as posts carry theirs. */
export interface AdminPage extends AdminPageSummary {
  description: string;
}

/** An old address of a renamed page (GET /api/admin/pages/{id}/redirects): it answers 308 to the page while the page is published. */
export interface PageRedirect {
  slug: string;
  /** The old address itself, `/{slug}`. */
  url: string;
}
