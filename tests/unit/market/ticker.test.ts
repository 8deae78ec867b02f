/** @jest-environment node */
import { SAMPLE_MARKET_LINES } from "@/lib/market/data";
import {
  changeDirection,
  formatChange,
  formatPrice,
  loadTickers,
  normalizeTickerItem,
  parseTickerLine,
  pseudoChange,
  TICKERS,
} from "@/lib/market/ticker";

const today = new Date("2026-11-22T09:30:00Z");

test("the sample data has 10 commodities, 10 currency pairs, 10 exchange indices and 8 stocks", () => {
  const tickers = loadTickers(SAMPLE_MARKET_LINES, today);
  expect(tickers.map((ticker) => [ticker.kind, ticker.items.length])).toEqual([
    ["commodity", 10],
    ["currency", 10],
    ["exchange", 10],
    ["stock", 8],
  ]);
  for (const item of tickers.flatMap((ticker) => ticker.items)) {
    expect(item.name).not.toBe("Unknown");
    expect(item.price).toBeGreaterThan(0);
    expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

test("loop speeds follow the spec: commodity 60 s, currency 45 s, exchange 40 s, stock 30 s", () => {
  expect(TICKERS.map((ticker) => [ticker.kind, ticker.secondsPerLoop])).toEqual([
    ["commodity", 60],
    ["currency", 45],
    ["exchange", 40],
    ["stock", 30],
  ]);
});

test("unparseable numbers become 0, a missing name or symbol 'Unknown', a missing date today's", () => {
  expect(normalizeTickerItem({ price: "abc", change: "x%" }, "stock", today)).toEqual({
    name: "Unknown",
    symbol: "Unknown",
    price: 0,
    change: 0,
    date: "2026-11-22",
  });
  expect(normalizeTickerItem(parseTickerLine("Gold | XAU | 2648.3 | 0.42 | 2026-11-20"), "commodity", today)).toEqual({
    name: "Gold",
    symbol: "XAU",
    price: 2648.3,
    change: 0.42,
    date: "2026-11-20",
  });
  expect(normalizeTickerItem(parseTickerLine("Gold"), "commodity", today)).toMatchObject({
    symbol: "Unknown",
    price: 0,
    change: 0,
    date: "2026-11-22",
  });
});

test("a currency without a change gets a stable pseudo value between -1 and +0.9 from its name", () => {
  const item = normalizeTickerItem(parseTickerLine("EUR/USD | EURUSD | 1.05 | | 2026-11-20"), "currency", today);
  expect(item.change).toBe(pseudoChange("EUR/USD"));
  const values = ["EUR/USD", "GBP/USD", "USD/JPY", "A", "ZZZZ", ""].map(pseudoChange);
  for (const value of values) {
    expect(value).toBeGreaterThanOrEqual(-1);
    expect(value).toBeLessThanOrEqual(0.9);
    expect(Math.round(value * 10)).toBeCloseTo(value * 10);
  }
  // only currencies are derived: a stock without a change reads 0
  expect(normalizeTickerItem(parseTickerLine("Apple | AAPL | 228 | |"), "stock", today).change).toBe(0);
  // a currency that has a change keeps it
  expect(normalizeTickerItem(parseTickerLine("EUR/USD | EURUSD | 1.05 | -0.37 |"), "currency", today).change).toBe(-0.37);
});

test("missing data for a kind fails the load", () => {
  expect(() => loadTickers({ ...SAMPLE_MARKET_LINES, stock: undefined } as never, today)).toThrow("No market data for stock.");
});

test("prices: thousands separators from 1000, one decimal from 100, two below, N/A when not a number", () => {
  expect(formatPrice(43408.47)).toBe("43,408");
  expect(formatPrice(1000)).toBe("1,000");
  expect(formatPrice(999.96)).toBe("1000.0");
  expect(formatPrice(417.79)).toBe("417.8");
  expect(formatPrice(100)).toBe("100.0");
  expect(formatPrice(99.994)).toBe("99.99");
  expect(formatPrice(1.0532)).toBe("1.05");
  expect(formatPrice(0)).toBe("0.00");
  expect(formatPrice(Number.NaN)).toBe("N/A");
  expect(formatPrice("12")).toBe("N/A");
});

test("changes: two decimals, a percent sign, a plus when positive; green from zero, red below", () => {
  expect(formatChange(0.4)).toBe("+0.40%");
  expect(formatChange(0)).toBe("0.00%");
  expect(formatChange(-2.314)).toBe("-2.31%");
  expect(changeDirection(0)).toBe("up");
  expect(changeDirection(0.01)).toBe("up");
  expect(changeDirection(-0.01)).toBe("down");
});
