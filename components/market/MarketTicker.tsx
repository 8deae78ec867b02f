import { changeDirection, formatChange, formatPrice, loadTickers, TICKER_REPEAT, type Ticker } from "@/lib/market/ticker";
import { escapeMarkup } from "@/lib/format/text";
import styles from "./ticker.module.css";

/** docs/behaviour.md#messages: what the ticker says when its data cannot be loaded. */
export const MARKET_DATA_ERROR = "Failed to load market data";

/**
 * The strip's items, four times over, as markup. The ticker never changes in the browser, so it is
 * handed to React as one string: hundreds of list items that need no hydration and travel in the
 * page's payload once as text rather than as an element tree. Every value is escaped.
 */
function trackHtml(ticker: Ticker): string {
  const items = ticker.items.map((item) => {
    const direction = changeDirection(item.change) === "up" ? styles.up : styles.down;
    return `<b>${escapeMarkup(item.name)}</b> ${escapeMarkup(item.symbol)} ${escapeMarkup(formatPrice(item.price))} <span class="${direction}">${escapeMarkup(formatChange(item.change))}</span>`;
  });
  // Copies after the first exist only to make the loop seamless: hidden from assistive tech.
  return Array.from({ length: TICKER_REPEAT }, (_, copy) =>
    items.map((item) => `<li class="${styles.item}"${copy > 0 ? ' aria-hidden="true"' : ""}>${item}</li>`).join(""),
  ).join("");
}

function TickerStrip({ ticker }: { ticker: Ticker }) {
  const labelId = `ticker-${ticker.kind}`;
  return (
    <div className={styles.strip}>
      <span id={labelId} className={styles.label}>
        {ticker.label}
      </span>
      {/* A tab stop: focusing the strip pauses it for a keyboard reader (WCAG 2.2.2), and for one who
          prefers reduced motion it is a still strip that scrolls, by the arrow keys too. */}
      <div
        className={styles.viewport}
        style={{ "--loop": `${ticker.secondsPerLoop}s` } as React.CSSProperties}
        role="group"
        aria-labelledby={labelId}
        tabIndex={0}
      >
        <ul className={styles.track} aria-labelledby={labelId} dangerouslySetInnerHTML={{ __html: trackHtml(ticker) }} />
      </div>
    </div>
  );
}

/**
 * The four scrolling market tickers (docs/behaviour.md#screens, #limits), rendered on the server and animated by CSS
 * alone: no script runs for them. `load` is the data source (the built-in sample data).
 */
export function MarketTicker({ load = loadTickers }: { load?: () => Ticker[] }) {
  let tickers: Ticker[];
  try {
    tickers = load();
  } catch (error) {
    console.error("[market] loading market data failed:", error);
    return (
      <div className={styles.ticker} role="status">
        <p className={styles.message}>{MARKET_DATA_ERROR}</p>
      </div>
    );
  }
  return (
    <div className={styles.ticker} aria-label="Market ticker" role="region">
      {tickers.map((ticker) => (
        <TickerStrip key={ticker.kind} ticker={ticker} />
      ))}
    </div>
  );
}
