import type { ReactNode } from "react";
import articleStyles from "@/components/article/article.module.css";
import styles from "./pages.module.css";

/** A CMS page: its title and its sanitized HTML body with the article typography. */
export function ContentPage({ title, html, children }: { title: string; html?: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {/* Sanitized on the server with DOMPurify (lib/content/sanitize.ts). */}
      {html !== undefined && <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: html }} />}
      {children}
    </div>
  );
}
