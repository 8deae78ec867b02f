import { SAMPLE_MARKET_LINES } from "./data";

export type TickerKind = "commodity" | "currency" | "exchange" | "stock";

/** A market ticker item (docs/behaviour.md#data-shapes). */
export interface TickerItem {
  name: string;
  symbol: string;
  price: number;
  /** Percent change. */
  change: number;
  /** YYYY-MM-DD. */
  date: string;
}

export interface Ticker {
  kind: TickerKind;
  label: string;
  /** Seconds per loop of the scrolling strip (docs/behaviour.md#limits). */
  secondsPerLoop: number;
  items: TickerItem[];
}

/** Order, labels and speeds of the four tickers (docs/behaviour.md#limits: commodity 60 s, currency 45, exchange 40, stock 30). */
export const TICKERS: readonly { kind: TickerKind; label: string; secondsPerLoop: number }[] = [
  { kind: "commodity", label: "Commodities", secondsPerLoop: 60 },
  { kind: "currency", label: "Currencies", secondsPerLoop: 45 },
  { kind: "exchange", label: "Indices", secondsPerLoop: 40 },
  { kind: "stock", label: "Stocks", secondsPerLoop: 30 },
];

/** Each strip repeats its items this many times so the loop never shows a gap (docs/behaviour.md#limits). */
export const TICKER_REPEAT = 4;

const UNKNOWN = "Unknown";

function toNumber(value: unknown): number {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : 0;
}

function toText(value: unknown): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : UNKNOWN;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A stable pseudo change for a currency pair that has none, derived from its name: one of
 * -1.0, -0.9, …, +0.9 (docs/behaviour.md#validation), the same on every render.
 */
export function pseudoChange(name: string): number {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return ((sum % 20) - 10) / 10;
}

/**
 * Applies the spec's data-handling rules to one raw item: unparseable numbers become 0, a missing
 * name or symbol becomes 'Unknown', a missing date becomes today's, and a currency without a change
 * gets a pseudo value derived from its name.
 */
export function normalizeTickerItem(raw: Partial<Record<keyof TickerItem, unknown>>, kind: TickerKind, today = new Date()): TickerItem {
  const name = toText(raw.name);
  const missingChange = raw.change === undefined || raw.change === null || (typeof raw.change === "string" && raw.change.trim() === "");
  return {
    name,
    symbol: toText(raw.symbol),
    price: toNumber(raw.price),
    change: kind === "currency" && missingChange ? pseudoChange(name) : toNumber(raw.change),
    date: typeof raw.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(raw.date.trim()) ? raw.date.trim() : isoDay(today),
  };
}

/** Reads one `name | symbol | price | change | date` line; absent fields stay absent. */
export function parseTickerLine(line: string): Partial<Record<keyof TickerItem, string>> {
  const [name, symbol, price, change, date] = line.split("|").map((field) => field.trim());
  return { name, symbol, price, change, date };
}

/** The four tickers from raw lines (the built-in sample data by default), every item normalized. */
export function loadTickers(lines: Readonly<Record<TickerKind, readonly string[]>> = SAMPLE_MARKET_LINES, today = new Date()): Ticker[] {
  return TICKERS.map((ticker) => {
    const raw = lines[ticker.kind];
    if (!Array.isArray(raw)) throw new Error(`No market data for ${ticker.kind}.`);
    return { ...ticker, items: raw.map((line) => normalizeTickerItem(parseTickerLine(String(line)), ticker.kind, today)) };
  });
}

/** docs/behaviour.md#limits: 1000 or more rounded with thousands separators, 100 or more one decimal, else two; 'N/A' if not a number. */
export function formatPrice(price: unknown): string {
  if (typeof price !== "number" || Number.isNaN(price)) return "N/A";
  if (price >= 1000) return Math.round(price).toLocaleString("en-US");
  if (price >= 100) return price.toFixed(1);
  return price.toFixed(2);
}

/** docs/behaviour.md#limits: two decimals and a percent sign, a plus sign when positive. */
export function formatChange(change: number): string {
  return `${change > 0 ? "+" : ""}${change.toFixed(2)}%`;
}

/** Green for zero or more, red for negative (docs/behaviour.md#limits). */
export function changeDirection(change: number): "up" | "down" {
  return change >= 0 ? "up" : "down";
}
