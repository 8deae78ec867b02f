import { sql } from "drizzle-orm";
import { selectRows, type Database } from "@/lib/db/client";
import { GENERAL_CATEGORY } from "@/lib/categories/categories";
import { htmlToText } from "@/lib/format/text";
import { postImageUrl } from "./images";
import { isLiveSql } from "./repository";

export const SEARCH_LIMIT = 20;
export const MAX_QUERY_LENGTH = 200;

// Control characters never appear in article text, so they cannot be confused with content and
// let the page split a headline into plain and highlighted parts without rendering any HTML.
const START = "\u0002";
const STOP = "\u0003";

export interface SearchHit {
  id: number;
  title: string;
  url: string;
  category_name: string;
  date: string;
  image: string;
  /** ts_headline of the title and of the body, as alternating plain / matched parts. */
  titleParts: HighlightPart[];
  snippetParts: HighlightPart[];
  rank: number;
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Splits text marked with the START/STOP markers into plain and matched parts. */
export function splitHighlight(marked: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  for (const [index, piece] of marked.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    if (piece) parts.push({ text: piece, match: index % 2 === 1 });
  }
  return parts;
}

export interface SearchResult {
  hits: SearchHit[];
  /** True when more posts match than the hits shown. */
  more: boolean;
}

type Row = {
  id: number;
  title: string;
  category_name: string;
  published_at: string | Date;
  featured_image_name: string | null;
  title_marked: string;
  snippet_marked: string;
  rank: number | string;
};

/**
 * Full-text search over published posts: title, lead and body, weighted A/B/C in the generated
 * `search` column (GIN-indexed). `websearch_to_tsquery` accepts what people type ("quoted phrases",
 * or, -exclusions) and never fails on odd input. Best matches first; headlines highlighted by
 * `ts_headline` with control-character markers.
 */
export async function searchPosts(db: Database, query: string, limit = SEARCH_LIMIT): Promise<SearchResult> {
  // Control characters (a NUL byte is refused by Postgres outright) can match nothing: drop them.
  const text = query
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
  if (!text) return { hits: [], more: false };
  const options = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;
  const snippetOptions = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;
  const rows = await selectRows<Row>(
    db,
    sql`
      with q as (select websearch_to_tsquery('english', ${text}) as query),
      matches as (
        select p.id, p.title, p.category_id, p.published_at, p.featured_image_name, p.summary, p.description,
               ts_rank(p.search, q.query) as rank
        from posts p, q
        where ${isLiveSql("p")} and p.search @@ q.query
        order by rank desc, p.published_at desc, p.id desc
        limit ${limit + 1}
      )
      select m.id, m.title, coalesce(c.name, ${GENERAL_CATEGORY.name}) as category_name, m.published_at, m.featured_image_name, m.rank,
             ts_headline('english', m.title, q.query, ${options}) as title_marked,
             ts_headline('english', m.summary || ' ' || regexp_replace(m.description, '<[^>]*>', ' ', 'g'), q.query, ${snippetOptions}) as snippet_marked
      from matches m cross join q left join categories c on c.id = m.category_id
      order by m.rank desc, m.published_at desc, m.id desc`,
  );
  const hits = rows.slice(0, limit).map((row) => ({
    id: row.id,
    title: row.title,
    url: `/post/${row.id}`,
    category_name: row.category_name,
    date: new Date(row.published_at).toISOString(),
    image: postImageUrl({ id: row.id, featuredImageName: row.featured_image_name }),
    titleParts: splitHighlight(row.title_marked),
    snippetParts: splitHighlight(htmlToText(row.snippet_marked)),
    rank: Number(row.rank),
  }));
  return { hits, more: rows.length > limit };
}
