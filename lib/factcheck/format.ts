/**
 * Formatting of official values for explanations. Every number written is a rounding of a snapshot value,
 * never a derived one (no differences, ratios or conversions), so a reader can find it in the source.
 */
import type { ValueKind } from "./measures";

function withCommas(n: number): string {
  const grouped = Math.abs(n)
    .toFixed(0)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${n < 0 ? "−" : ""}${grouped}`;
}

function scaled(n: number): string {
  const abs = Math.abs(n);
  const sign = n < 0 ? "−" : "";
  if (abs >= 1e12) return `${sign}${(abs / 1e12).toFixed(2)} trillion`;
  if (abs >= 1e9) return `${sign}${(abs / 1e9).toFixed(1)} billion`;
  if (abs >= 1e6) return `${sign}${(abs / 1e6).toFixed(1)} million`;
  return withCommas(n);
}

export function formatPercent(value: number, claimDecimals: number): string {
  const decimals = Math.min(2, claimDecimals + 1);
  const text = Math.abs(value).toFixed(decimals);
  return `${value < 0 && Number(text) !== 0 ? "−" : ""}${text}%`;
}

export function formatCount(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${(value / 1e9).toFixed(3)} billion`;
  if (abs >= 1e6) return `${(value / 1e6).toFixed(1)} million`;
  return withCommas(value);
}

export function formatFx(value: number): string {
  return value >= 1000 ? withCommas(value) : value.toPrecision(4);
}

/** An official value in its own unit ("8.0%", "US$4.20 trillion", "331.6 million", "151.4"). */
export function formatOfficial(kind: ValueKind, value: number, claimDecimals: number, ppp = false): string {
  switch (kind) {
    case "rate":
    case "ratio":
      return formatPercent(value, claimDecimals);
    case "money":
      return `${ppp ? "Int$" : "US$"}${scaled(value)}`.replace(/^(Int\$|US\$)−/, "−$1");
    case "count":
      return formatCount(value);
    case "fx":
      return formatFx(value);
  }
}
