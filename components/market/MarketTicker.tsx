import { changeDirection, formatChange, formatPrice, loadTickers, TICKER_REPEAT, type Ticker } from "@/lib/market/ticker";
import styles from "./ticker.module.css";

/** Spec §8: what the ticker says when its data cannot be loaded. */
export const MARKET_DATA_ERROR = "Failed to load market data";

function TickerStrip({ ticker }: { ticker: Ticker }) {
  const labelId = `ticker-${ticker.kind}`;
  return (
    <div className={styles.strip}>
      <span id={labelId} className={styles.label}>
        {ticker.label}
      </span>
      <div className={styles.viewport} style={{ "--loop": `${ticker.secondsPerLoop}s` } as React.CSSProperties}>
        <ul className={styles.track} aria-labelledby={labelId}>
          {Array.from({ length: TICKER_REPEAT }, (_, copy) =>
            ticker.items.map((item, index) => {
              const direction = changeDirection(item.change);
              return (
                // Copies after the first exist only to make the loop seamless: hidden from assistive tech.
                <li key={`${copy}-${index}`} className={styles.item} aria-hidden={copy > 0 ? true : undefined}>
                  <b>{item.name}</b> {item.symbol} {formatPrice(item.price)} <span className={direction === "up" ? styles.up : styles.down}>{formatChange(item.change)}</span>
                </li>
              );
            }),
          )}
        </ul>
      </div>
    </div>
  );
}

/**
 * The four scrolling market tickers (spec §2, §9), rendered on the server and animated by CSS
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

