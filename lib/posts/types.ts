import type { PostStatus } from "@/lib/db/enums";
import type { ImageSources } from "./images";

/** A post as the lists and the REST API present it (docs/behaviour.md#data-shapes, "Post (as read by the lists)"). */
export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  url: string;
  /** Plain-text lead: HTML tags and entities already stripped. */
  content: string;
  status: PostStatus;
  category_id: number;
  category: string;
  category_name: string;
  category_slug: string;
  /** Publication time, ISO 8601. */
  date: string;
  createdAt: string;
  updatedAt: string;
  featured_image_name: string | null;
  /** The featured image, or a stock image chosen stably by id. */
  image: string;
  /** Its responsive copies when it came from the media library (AVIF and WebP srcsets), else null. */
  image_srcset: ImageSources | null;
  author: { name: string; avatar: string | null };
  views: number;
  likes: number;
  comments: number;
  /** Its tags, in the editor's order: each has a page at /tag/{slug}. */
  tags: PostRef[];
  /** Its bylines, in order (the first is `author`): each has a page at /author/{slug}. */
  authors: PostRef[];
  /** '{n} min read': computed from the body when it was saved. */
  reading_minutes: number;
}

/** A tag or a byline as a post names it. */
export interface PostRef {
  name: string;
  slug: string;
}

/** A post as the article page reads it (docs/behaviour.md#data-shapes, "Post (article page)"). */
export interface PostDetail extends PostSummary {
  /** The body as sanitized HTML. */
  description: string;
  show_author: boolean;
  show_top_banner: boolean;
  top_banner_name: string | null;
  top_banner_url: string | null;
  show_bottom_banner: boolean;
  bottom_banner_name: string | null;
  bottom_banner_url: string | null;
  author: { name: string; avatar: string | null; bio: string; role: string };
  featured_image_alt: string | null;
  featured_image_caption: string | null;
  /** When a published body last changed (the article shows "Updated {date}"); null when never. */
  body_updated_at: string | null;
  /** A note from the editors that readers see under the headline, e.g. what a correction changed. */
  correction_note: string | null;
  /** Corrections appended since it was published, newest first: 'Correction, {date}: {text}'. */
  corrections: Correction[];
  seo_title: string | null;
  seo_description: string | null;
}

/** A correction of a published article (POST /api/admin/posts/{id}/corrections answers it too). */
export interface Correction {
  id: number;
  text: string;
  /** ISO 8601: the date readers see. */
  createdAt: string;
}

/** A correction as /corrections lists it: with the article it corrects. */
export interface CorrectionListing extends Correction {
  post: { id: number; title: string; url: string };
}

export interface PostPage {
  posts: PostSummary[];
  /** Pass back as `cursor` to get the next page; null when this page is the last. */
  nextCursor: string | null;
}

export type PostOrder = "newest" | "trending";

export interface PostLink {
  id: number;
  title: string;
  summary: string;
  categoryName: string;
  /** ISO 8601 (the value is cached as JSON). */
  publishedAt: string;
  updatedAt: string;
  authorName: string | null;
  featuredImageName: string | null;
}

/** A tag as its page and `GET /api/tags` present it; `count` is its published articles. */
export interface TagInfo {
  id: number;
  name: string;
  slug: string;
  description: string;
  count: number;
}

/** A link on a byline's profile. */
export interface AuthorLink {
  label: string;
  url: string;
}

/** A byline's public profile (/author/{slug}); `count` is its published articles. */
export interface AuthorProfile {
  id: number;
  name: string;
  slug: string;
  bio: string;
  role: string;
  /** The photo's URL, or null. */
  avatar: string | null;
  links: AuthorLink[];
  count: number;
}

/** What an article's "More from {byline}" names: the byline's id, name and slug. */
export type AuthorRef = Pick<AuthorProfile, "id" | "name" | "slug">;
