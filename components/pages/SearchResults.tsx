import { PageLink } from "@/components/ui/PageLink";
import { FallbackImage } from "@/components/ui/FallbackImage";
import { formatLongDate } from "@/lib/format/date";
import { stockImageUrl } from "@/lib/posts/images";
import type { HighlightPart, SearchResult } from "@/lib/posts/search";
import type { AuthorProfile, TagInfo } from "@/lib/posts/types";
import { authorPath, tagPath } from "@/lib/seo/structured-data";
import styles from "./pages.module.css";
import ui from "@/components/ui/ui.module.css";

/** Highlighted text as React nodes: matches in <mark>, nothing rendered as HTML. */
function Highlighted({ parts }: { parts: HighlightPart[] }) {
  return parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>));
}

/** Tags and bylines whose names match, above the articles. */
function TaxonomyMatches({ taxonomy }: { taxonomy: { tags: TagInfo[]; authors: AuthorProfile[] } }) {
  if (taxonomy.tags.length === 0 && taxonomy.authors.length === 0) return null;
  return (
    <div className={styles.taxonomy}>
      {taxonomy.tags.length > 0 && (
        <section aria-labelledby="search-tags">
          <h2 id="search-tags">Topics</h2>
          <ul>
            {taxonomy.tags.map((tag) => (
              <li key={tag.slug}>
                <PageLink href={tagPath(tag.slug)}>{tag.name}</PageLink> <span>({tag.count})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {taxonomy.authors.length > 0 && (
        <section aria-labelledby="search-authors">
          <h2 id="search-authors">Writers</h2>
          <ul>
            {taxonomy.authors.map((author) => (
              <li key={author.slug}>
                <PageLink href={authorPath(author.slug)}>{author.name}</PageLink>
                {author.role && <span> · {author.role}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function SearchPage({
  query,
  result,
  taxonomy,
}: {
  query: string;
  result: SearchResult | null;
  taxonomy: { tags: TagInfo[]; authors: AuthorProfile[] } | null;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{query ? `Search results for “${query}”` : "Search"}</h1>
      <form role="search" action="/search" method="get" className={styles.searchForm}>
        <label htmlFor="search-page-q" className={ui.visuallyHidden}>
          Search articles
        </label>
        <input id="search-page-q" name="q" type="search" defaultValue={query} placeholder="Search articles" />
        <button type="submit">Search</button>
      </form>
      {taxonomy && <TaxonomyMatches taxonomy={taxonomy} />}
      {!result ? (
        <p className={styles.status}>Type a few words to search every article: titles, leads and full text.</p>
      ) : result.hits.length === 0 ? (
        <p className={styles.status} role="status">
          No articles match “{query}”. Try other words, or browse <PageLink href="/articles">all articles</PageLink>.
        </p>
      ) : (
        <>
          <p className={styles.status} role="status">
            {result.more
              ? `Showing the ${result.hits.length} best matches.`
              : `${result.hits.length} ${result.hits.length === 1 ? "article matches" : "articles match"}.`}
          </p>
          <ol className={styles.results}>
            {result.hits.map((hit) => (
              <li key={hit.id} className={styles.result}>
                <FallbackImage src={hit.image} fallbackSrc={stockImageUrl(hit.id)} alt="" width={96} height={72} loading="lazy" />
                <div>
                  <h2>
                    <PageLink href={hit.url}>
                      <Highlighted parts={hit.titleParts} />
                    </PageLink>
                  </h2>
                  <p className={styles.resultMeta}>
                    {hit.category_name} · <time dateTime={hit.date}>{formatLongDate(hit.date)}</time>
                  </p>
                  <p className={styles.snippet}>
                    <Highlighted parts={hit.snippetParts} />
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
