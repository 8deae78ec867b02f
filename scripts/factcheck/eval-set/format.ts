/** How the generator writes figures, and the value and written precision each text stands for. */
import type { CountStyle, MoneyStyle } from "./phrasing";

export interface Written {
  text: string;
  /** The value the text states, in plain units. */
  value: number;
  /** Half a unit of the last written digit, in plain units. */
  rounding: number;
}

export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export function withCommas(value: number, decimals = 0): string {
  const [whole = "0", fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** Decimals that give `sig` significant figures for a mantissa. */
function decimalsFor(mantissa: number, sig: number): number {
  return Math.max(0, sig - 1 - Math.floor(Math.log10(Math.abs(mantissa))));
}

/** A rate or ratio: "6.9%", "6.9 per cent"; the sign is the wording's job, so the text is unsigned. */
export function writeRate(value: number, decimals: number, unit: string): Written {
  const rounded = roundTo(Math.abs(value), decimals);
  return { text: `${rounded.toFixed(decimals)}${unit}`, value: rounded, rounding: 0.5 * 10 ** -decimals };
}

const SCALES: [number, string, string][] = [
  [1e12, "trillion", "tn"],
  [1e9, "billion", "bn"],
  [1e6, "million", "m"],
];

/** A US-dollar amount in one of the reader styles, at `sig` significant figures. */
export function writeMoney(usd: number, style: MoneyStyle, sig: number): Written {
  const scale = SCALES.find(([s]) => Math.abs(usd) >= s);
  if (!scale) {
    // Per-person amounts are written in full: "$86,000".
    const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(usd))) - sig + 1);
    const value = Math.round(usd / step) * step;
    const digits = withCommas(value);
    const text =
      style === "usd_code"
        ? `USD ${digits}`
        : style === "scale_dollars"
          ? `${digits} dollars`
          : style === "scale_us_dollars"
            ? `${digits} US dollars`
            : style === "us_dollar_word_scale"
              ? `US$${digits}`
              : `$${digits}`;
    return { text, value, rounding: step / 2 };
  }
  const [factor, word, short] = scale;
  const mantissa = usd / factor;
  const decimals = decimalsFor(mantissa, sig);
  const m = roundTo(mantissa, decimals).toFixed(decimals);
  const text = {
    dollar_word_scale: `$${m} ${word}`,
    dollar_short_scale: `$${m}${short}`,
    us_dollar_word_scale: `US$${m} ${word}`,
    scale_dollars: `${m} ${word} dollars`,
    usd_code: `USD ${m} ${word}`,
    scale_us_dollars: `${m} ${word} US dollars`,
  }[style];
  return { text, value: Number(m) * factor, rounding: 0.5 * 10 ** -decimals * factor };
}

/** An amount in another currency ("¥609 trillion", "133 trillion yuan"). */
export function writeLocalMoney(amount: number, prefix: string | null, suffix: string | null, sig: number): Written {
  const scale = SCALES.find(([s]) => Math.abs(amount) >= s) ?? [1, "", ""];
  const [factor, word] = scale;
  const mantissa = amount / factor;
  const decimals = decimalsFor(mantissa, sig);
  const m = withCommas(roundTo(mantissa, decimals), decimals);
  const text = prefix ? `${prefix}${m} ${word}`.trim() : `${m} ${word} ${suffix ?? ""}`.replace(/\s+/g, " ").trim();
  return { text, value: Number(m.replace(/,/g, "")) * factor, rounding: 0.5 * 10 ** -decimals * factor };
}

/** A head count: "83.3 million", "1.45bn". */
export function writeCount(persons: number, style: CountStyle, sig: number): Written {
  const billions = persons >= 1e9;
  const factor = billions ? 1e9 : 1e6;
  const mantissa = persons / factor;
  const decimals = decimalsFor(mantissa, sig);
  const m = roundTo(mantissa, decimals).toFixed(decimals);
  const text = {
    million_word: `${m} ${billions ? "billion" : "million"}`,
    million_short: `${m}${billions ? "bn" : "m"}`,
    mn: `${m} ${billions ? "bn" : "mn"}`,
  }[style];
  return { text, value: Number(m) * factor, rounding: 0.5 * 10 ** -decimals * factor };
}

/** An exchange rate at `sig` significant figures, with thousands separators for large rates. */
export function writeRate4(value: number, sig: number): Written {
  const decimals = Math.min(4, decimalsFor(value, sig));
  const rounded = roundTo(value, decimals);
  return { text: withCommas(rounded, decimals), value: rounded, rounding: 0.5 * 10 ** -decimals };
}
