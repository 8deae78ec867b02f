import { ArticleChart } from "@/components/data/ArticleChart";
import { splitChartBlocks } from "@/lib/content/official-chart";
import styles from "./article.module.css";

/**
 * The article's body: its sanitized HTML, with each "Official data chart" block drawn on the server by the
 * data pages' chart (no chart code reaches the browser). A body without charts is the one element it was.
 */
export function ArticleBody({ html }: { html: string }) {
  const segments = splitChartBlocks(html);
  if (!segments.some((segment) => "chart" in segment)) {
    // Sanitized on the server with DOMPurify (lib/content/sanitize.ts) before it is cached.
    return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className={styles.body}>
      {segments.map((segment, index) =>
        "chart" in segment ? (
          <ArticleChart key={index} id={`article-chart-${index}`} params={segment.chart} />
        ) : (
          <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />
        ),
      )}
    </div>
  );
}
