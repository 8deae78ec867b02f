import type { Metadata } from "next";
import styles from "@/components/data/data.module.css";
import { getIndicatorGroups } from "@/lib/data/service";

// Cached and the same for every reader; the data changes only with a deployment.
export const revalidate = 86400;
export const dynamic = "error";

export const metadata: Metadata = {
  title: "Official data",
  description:
    "The official statistics behind the news: growth, prices, jobs, public finances, trade and population for every economy, from the World Bank and the IMF.",
  alternates: { canonical: "/data" },
  openGraph: { type: "website", title: "Official data", url: "/data" },
};

export default function DataIndexPage() {
  const groups = getIndicatorGroups();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Official data</h1>
      <p className={styles.lead}>
        The numbers our fact-checker checks against: {groups.reduce((n, g) => n + g.indicators.length, 0)} official series from the World
        Bank’s World Development Indicators and the IMF’s World Economic Outlook, for every economy, with charts, tables and downloads.
      </p>
      {groups.map((group) => (
        <section key={group.id} className={styles.section} aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`}>{group.title}</h2>
          <ul className={styles.cards}>
            {group.indicators.map(({ indicator, headlines }) => (
              <li key={indicator.slug} className={styles.card}>
                <h3>
                  <a href={indicator.path}>{indicator.title}</a>
                </h3>
                <p>{indicator.definition}</p>
                <ul className={styles.headlines} aria-label={`Latest values of ${indicator.title}`}>
                  {headlines.map(({ economy, point }) => (
                    <li key={economy.code}>
                      <a href={`${indicator.path}/${economy.slug}`}>{economy.name}</a>: <data value={point.text}>{point.display}</data> (
                      {point.year})
                    </li>
                  ))}
                </ul>
                <p className={styles.meta}>
                  {indicator.publisherName} · {indicator.release}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
