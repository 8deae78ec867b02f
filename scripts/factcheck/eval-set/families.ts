/**
 * Claim families: each composes a reader's question from a phrasing pool, a place, a year and a figure, and
 * derives the label from the snapshot. A family only emits a case whose label is clear-cut under the
 * fact-checker's policy (README "Tolerance table"): a correct figure is a rounding of an official value at its
 * written precision; a wrong one sits far outside every reading a writer could have meant (both sources,
 * neighbouring definitions); anything in between is redrawn, never labelled.
 */
import type { Verdict } from "@/lib/factcheck/types";
import type { OfficialData } from "@/lib/factcheck/official-data";
import { roundTo, withCommas, writeCount, writeLocalMoney, writeMoney, writeRate, writeRate4, type Written } from "./format";
import { OUT_OF_COVERAGE } from "./out-of-coverage";
import type { Part, Pool, Shape } from "./phrasing";
import {
  AGGREGATES,
  COUNTRIES,
  DOLLARS_PER_UNIT_CURRENCIES,
  LOCAL_GDP_CURRENCIES,
  PER_DOLLAR_CURRENCIES,
  type Currency,
  type Place,
} from "./places";
import type { Random } from "./random";
import { shapeFamilies } from "./shapes";
import { widerShapeFamilies } from "./shapes-wider";

export interface Draft {
  family: string;
  question: string;
  expected: Verdict;
  figure: "correct" | "wrong" | null;
  outOfCoverage: boolean;
  indicator: string | null;
  country: string | null;
  year: number | null;
  why: string;
  /** The claim's shape (issue 27's reader questions); single-figure families leave it out. */
  shape?: string;
}

export interface Ctx {
  data: OfficialData;
  rng: Random;
  part: Part;
  pool: Pool;
  /** Publication year of the article the questions are asked on; undated figures mean its latest data. */
  publicationYear: number;
}

export interface Family {
  name: string;
  count: Record<Part, number>;
  draw: (ctx: Ctx) => Draft | null;
}

// ---------- data ----------

function value(data: OfficialData, slug: string, code: string, year: number): number | undefined {
  return data.series.get(slug)?.get(code)?.get(year);
}

/** The official values of a measure (every source) for a place and year. */
function values(data: OfficialData, slugs: readonly string[], code: string, year: number): { slug: string; value: number }[] {
  return slugs.flatMap((slug) => {
    const v = value(data, slug, code, year);
    return v === undefined ? [] : [{ slug, value: v }];
  });
}

function why(rows: { slug: string; value: number }[], code: string, year: number | string, extra = ""): string {
  const list = rows.map((r) => `${r.slug} ${code} ${year} = ${Number(r.value.toPrecision(6))}`).join("; ");
  return extra ? `${list}; ${extra}` : list;
}

const SOURCES = {
  cpi: ["inflation_cpi_pct", "imf_inflation_cpi_pct"],
  growth: ["gdp_growth_pct", "imf_gdp_growth_pct"],
  gdp: ["gdp_current_usd", "imf_gdp_current_usd_bn"],
  gdppc: ["gdp_per_capita_usd"],
  unemp: ["unemployment_pct", "imf_unemployment_pct"],
  pop: ["population"],
  debt: ["government_debt_pct_gdp"],
  balance: ["government_net_lending_pct_gdp"],
  ca: ["current_account_pct_gdp"],
  exports: ["exports_pct_gdp"],
  reserves: ["total_reserves_usd"],
  fdi: ["fdi_net_inflows_usd"],
  fx: ["exchange_rate_lcu_per_usd"],
} as const;

/** Neighbouring series a writer could have meant instead: a "wrong" figure must be far from these too. */
const RELATED: Record<keyof typeof SOURCES, readonly string[]> = {
  cpi: ["inflation_gdp_deflator_pct"],
  growth: ["gdp_per_capita_growth_pct"],
  gdp: [],
  gdppc: ["gni_per_capita_atlas_usd", "gdp_per_capita_ppp_usd"],
  unemp: [],
  pop: [],
  debt: ["central_government_debt_pct_gdp"],
  balance: [],
  ca: [],
  exports: [],
  reserves: [],
  fdi: [],
  fx: [],
};

const YEARS = Array.from({ length: 20 }, (_, i) => 2005 + i);
/** Economies whose currency is called a dollar: a bare "$" figure may be read in it. */
const LOCAL_DOLLAR: Record<string, string> = { CAN: "CAN", AUS: "AUS", NZL: "NZL", SGP: "SGP" };

// ---------- text ----------

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{([A-Za-z']+)\}/g, (whole, key: string) => slots[key] ?? whole);
}

/** A template filled for a place: a question as it stands, a statement inside one of the pool's frames. */
function compose(ctx: Ctx, template: string, slots: Record<string, string>): string {
  const sentence = fill(template, slots);
  if (sentence.endsWith("?")) return capitalise(sentence);
  const frame = ctx.rng.pick(ctx.pool.frames);
  return capitalise(frame.replace("{s}", sentence).replace("{S}", capitalise(sentence)));
}

function placeSlots(ctx: Ctx, place: Place): Record<string, string> {
  return {
    P: ctx.rng.pick(place.names),
    "P's": ctx.rng.pick(place.possessives),
    D: place.demonyms.length > 0 ? ctx.rng.pick(place.demonyms) : ctx.rng.pick(place.names),
  };
}

function pickPlace(ctx: Ctx, aggregates: boolean): Place {
  return aggregates && ctx.rng.chance(0.15) ? ctx.rng.pick(AGGREGATES) : ctx.rng.pick(COUNTRIES);
}

function template(ctx: Ctx, shape: Shape): string {
  return ctx.rng.pick(ctx.pool.templates[shape]);
}

function percentUnit(ctx: Ctx): string {
  return ctx.rng.pick(ctx.pool.percentUnits);
}

// ---------- label rules ----------

/** Far from a rate: outside any band the checker allows (points). */
function farRate(quoted: number, official: number, minGap: number): boolean {
  return Math.abs(quoted - official) >= Math.max(minGap, 0.3 * Math.abs(official));
}

function farRelative(quoted: number, official: number, minRatio: number): boolean {
  return Math.abs(quoted / official - 1) >= minRatio;
}

/** A wrong rate: 2.5 points or 40% away from the official value, either side. */
function wrongRate(ctx: Ctx, official: number, positive: boolean): number {
  const gap = Math.max(2.5, 0.4 * Math.abs(official)) * ctx.rng.between(1.1, 1.9);
  const up = positive && official - gap < 0.5 ? true : ctx.rng.chance(0.5);
  return up ? official + gap : official - gap;
}

function wrongFactor(ctx: Ctx, lo = 1.35, hi = 2.2): number {
  return ctx.rng.chance(0.5) ? ctx.rng.between(lo, hi) : 1 / ctx.rng.between(lo, hi);
}

// ---------- level families ----------

interface LevelSpec {
  shape: Shape;
  sources: keyof typeof SOURCES;
  kind: "rate" | "money" | "count";
  /** Decide whether an official value suits the shape (a deficit needs a negative balance …). */
  suits: (official: number) => boolean;
  aggregates?: boolean;
  /** Minimum gap for a wrong rate, in points. */
  wrongGap?: number;
  years?: number[];
}

function writeLevel(ctx: Ctx, spec: LevelSpec, official: number): Written {
  if (spec.kind === "rate") {
    const decimals = Math.abs(official) >= 3 && ctx.rng.chance(0.15) ? 0 : ctx.rng.chance(0.15) ? 2 : 1;
    return writeRate(official, decimals, percentUnit(ctx));
  }
  if (spec.kind === "money") return writeMoney(official, ctx.rng.pick(ctx.pool.moneyStyles), ctx.rng.int(2, 3));
  return writeCount(official, ctx.rng.pick(ctx.pool.countStyles), ctx.rng.int(2, 3));
}

/** A figure for a place and year, correct or wrong, in a statement or question of the shape. */
function levelFamily(name: string, spec: LevelSpec, truth: "correct" | "wrong", count: Record<Part, number>): Family {
  return {
    name,
    count,
    draw: (ctx) => {
      const place = pickPlace(ctx, spec.aggregates ?? false);
      const year = ctx.rng.pick(spec.years ?? YEARS);
      const slugs = SOURCES[spec.sources];
      const rows = values(ctx.data, slugs, place.code, year);
      if (rows.length === 0 || !rows.every((r) => spec.suits(r.value))) return null;
      const chosen = ctx.rng.pick(rows);
      let written: Written;
      if (truth === "correct") {
        written = writeLevel(ctx, spec, chosen.value);
      } else {
        const target = spec.kind === "rate" ? wrongRate(ctx, chosen.value, true) : chosen.value * wrongFactor(ctx);
        if (spec.kind === "rate" && !spec.suits(spec.shape === "deficit" || spec.shape === "ca_deficit" ? -Math.abs(target) : target))
          return null;
        written = writeLevel(ctx, spec, target);
        const related = values(ctx.data, RELATED[spec.sources], place.code, year);
        const all = [...rows, ...related];
        const far =
          spec.kind === "rate"
            ? all.every((r) => farRate(written.value, Math.abs(r.value), spec.wrongGap ?? 1.5))
            : all.every((r) => farRelative(written.value, r.value, 0.25));
        if (!far || written.value <= 0) return null;
        if (spec.kind === "money" && LOCAL_DOLLAR[place.code] && !written.text.includes("US")) return null;
      }
      const slots = { ...placeSlots(ctx, place), V: written.text, Y: String(year) };
      return {
        family: name,
        question: compose(ctx, template(ctx, spec.shape), slots),
        expected: truth === "correct" ? "supported" : "not_supported",
        figure: truth,
        outOfCoverage: false,
        indicator: slugs[0] ?? null,
        country: place.code,
        year,
        why: why(rows, place.code, year, `quoted ${written.value}`),
      };
    },
  };
}

const positive = (v: number) => v > 0.3;
const LEVELS: Record<string, LevelSpec> = {
  cpi: { shape: "cpi", sources: "cpi", kind: "rate", suits: (v) => v >= 0.5 && v < 60, aggregates: true },
  growth: { shape: "growth", sources: "growth", kind: "rate", suits: (v) => v >= 0.5 && v < 15, aggregates: true },
  gdp: { shape: "gdp", sources: "gdp", kind: "money", suits: (v) => v > 5e10, aggregates: true },
  gdppc: { shape: "gdppc", sources: "gdppc", kind: "money", suits: (v) => v > 500 },
  unemp: { shape: "unemp", sources: "unemp", kind: "rate", suits: (v) => v >= 1.5 && v < 30 },
  pop: { shape: "pop", sources: "pop", kind: "count", suits: (v) => v > 2e6 },
  debt: { shape: "debt", sources: "debt", kind: "rate", suits: (v) => v > 15, wrongGap: 12 },
  deficit: { shape: "deficit", sources: "balance", kind: "rate", suits: (v) => v < -0.8 },
  surplus: { shape: "surplus", sources: "balance", kind: "rate", suits: (v) => v > 0.8 },
  caSurplus: { shape: "ca_surplus", sources: "ca", kind: "rate", suits: (v) => v > 0.8 },
  caDeficit: { shape: "ca_deficit", sources: "ca", kind: "rate", suits: (v) => v < -0.8 },
  exports: { shape: "exports", sources: "exports", kind: "rate", suits: positive, wrongGap: 6 },
  reserves: { shape: "reserves", sources: "reserves", kind: "money", suits: (v) => v > 5e9 },
  fdi: { shape: "fdi", sources: "fdi", kind: "money", suits: (v) => v > 2e9 },
};

// ---------- undated population ----------

function undatedPopulation(name: string, truth: "correct" | "wrong", count: Record<Part, number>): Family {
  return {
    name,
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const latest = ctx.publicationYear - 1;
      const official = value(ctx.data, "population", place.code, latest);
      if (official === undefined || official < 2e6) return null;
      const window = Array.from({ length: 12 }, (_, i) => latest + 1 - i).flatMap((y) => values(ctx.data, ["population"], place.code, y));
      const written = writeCount(
        truth === "correct" ? official : official * wrongFactor(ctx, 1.3, 1.8),
        ctx.rng.pick(ctx.pool.countStyles),
        3,
      );
      if (truth === "wrong" && !window.every((r) => farRelative(written.value, r.value, 0.2))) return null;
      return {
        family: name,
        question: compose(ctx, template(ctx, "pop_undated"), { ...placeSlots(ctx, place), V: written.text }),
        expected: truth === "correct" ? "supported" : "not_supported",
        figure: truth,
        outOfCoverage: false,
        indicator: "population",
        country: place.code,
        year: null,
        why: why([{ slug: "population", value: official }], place.code, latest, `undated, quoted ${written.value}`),
      };
    },
  };
}

// ---------- hedged figures ----------

type HedgeKind = "about" | "moreThan" | "lessThan" | "nearly";

/** A round number at `digits` significant figures: nearest for "about", below for "more than", above otherwise. */
function hedgedValue(kind: HedgeKind, official: number, digits: number): number {
  const step = 10 ** (Math.floor(Math.log10(Math.abs(official))) - digits + 1);
  if (kind === "about") return Math.round(official / step) * step;
  if (kind === "moreThan") return Math.floor(official / step) * step;
  return Math.ceil(official / step) * step;
}

function hedgedFamily(name: string, truth: "correct" | "wrong", count: Record<Part, number>): Family {
  const specs = [LEVELS.gdp, LEVELS.pop, LEVELS.reserves, LEVELS.gdppc, LEVELS.debt, LEVELS.unemp] as LevelSpec[];
  return {
    name,
    count,
    draw: (ctx) => {
      const spec = ctx.rng.pick(specs);
      const kind: HedgeKind =
        truth === "wrong"
          ? ctx.rng.pick(["moreThan", "lessThan"] as const)
          : ctx.rng.pick(["about", "moreThan", "lessThan", "nearly"] as const);
      const place = ctx.rng.pick(COUNTRIES);
      const year = ctx.rng.pick(YEARS);
      const rows = values(ctx.data, SOURCES[spec.sources], place.code, year);
      if (rows.length === 0 || !rows.every((r) => spec.suits(r.value))) return null;
      const lo = Math.min(...rows.map((r) => r.value));
      const hi = Math.max(...rows.map((r) => r.value));
      const digits = ctx.rng.int(1, 2);
      let x: number;
      if (truth === "correct") {
        x = hedgedValue(kind, kind === "moreThan" ? lo : kind === "about" ? ctx.rng.pick(rows).value : hi, digits);
        if (x <= 0) return null;
        // The hedge must hold for every source, with room: "more than X" for a value well above X but not 1.4 times
        // it; "about X" for a rate only when X is the value's own rounding (a rate's tolerance is in points).
        const close = (v: number) => (spec.kind === "rate" ? Math.abs(v - x) <= (x >= 10 ? 0.5 : 0.05) : Math.abs(v / x - 1) <= 0.04);
        const ok =
          kind === "about"
            ? rows.some((r) => close(r.value))
            : kind === "moreThan"
              ? lo / x >= 1.03 && hi / x <= 1.35
              : kind === "lessThan"
                ? x / hi >= 1.03 && x / lo <= 1.35
                : hi / x <= 0.99 && lo / x >= 0.93;
        if (!ok) return null;
      } else {
        // "more than X" far above every value, "less than X" far below.
        x = hedgedValue(
          kind === "moreThan" ? "lessThan" : "moreThan",
          kind === "moreThan" ? hi * ctx.rng.between(1.6, 2.4) : lo / ctx.rng.between(1.6, 2.4),
          1,
        );
        if (x <= 0) return null;
      }
      const written =
        spec.kind === "rate"
          ? writeRate(x, x >= 10 ? 0 : 1, percentUnit(ctx))
          : spec.kind === "money"
            ? writeMoney(x, ctx.rng.pick(ctx.pool.moneyStyles), 3)
            : writeCount(x, ctx.rng.pick(ctx.pool.countStyles), 3);
      // Written with fewer digits than the value has: strip trailing zeros of the rounding ("4.20" → "4.2").
      const text = written.text.replace(/(\d)\.0+(?=\D|$)/, "$1").replace(/(\.\d*?[1-9])0+(?=\D|$)/, "$1");
      const hedge = ctx.rng.pick(ctx.pool.hedges[kind]);
      const slots = { ...placeSlots(ctx, place), V: `${hedge}${text}`, Y: String(year) };
      return {
        family: name,
        question: compose(ctx, template(ctx, spec.shape), slots),
        expected: truth === "correct" ? "supported" : "not_supported",
        figure: truth,
        outOfCoverage: false,
        indicator: SOURCES[spec.sources][0] ?? null,
        country: place.code,
        year,
        why: why(rows, place.code, year, `${kind} ${x}`),
      };
    },
  };
}

// ---------- growth: contraction wording, far-off rates ----------

function contractionFamily(name: string, truth: "correct" | "wrong", count: Record<Part, number>): Family {
  return {
    name,
    count,
    draw: (ctx) => {
      const place = pickPlace(ctx, true);
      const year = ctx.rng.pick([...YEARS, 2009, 2009, 2020, 2020, 2020]);
      const rows = values(ctx.data, SOURCES.growth, place.code, year);
      if (rows.length === 0) return null;
      // Correct: a fall in every source, quoted by its size. Wrong: the economy grew clearly, in every source.
      if (truth === "correct" ? !rows.every((r) => r.value <= -0.4) : !rows.every((r) => r.value >= 1)) return null;
      const chosen = ctx.rng.pick(rows);
      const written = writeRate(truth === "correct" ? chosen.value : chosen.value * ctx.rng.between(0.6, 1.4), 1, percentUnit(ctx));
      if (written.value < 0.3) return null;
      return {
        family: name,
        question: compose(ctx, template(ctx, "contraction"), { ...placeSlots(ctx, place), V: written.text, Y: String(year) }),
        expected: truth === "correct" ? "supported" : "not_supported",
        figure: truth,
        outOfCoverage: false,
        indicator: "gdp_growth_pct",
        country: place.code,
        year,
        why: why(rows, place.code, year, `quoted a fall of ${written.value}`),
      };
    },
  };
}

/** Growth quoted at two to three times the official rate, for an economy or an aggregate: not supported. */
function farGrowthFamily(name: string, count: Record<Part, number>): Family {
  return {
    name,
    count,
    draw: (ctx) => {
      const place = ctx.rng.chance(0.3) ? ctx.rng.pick(AGGREGATES) : ctx.rng.pick(COUNTRIES);
      const year = ctx.rng.pick(YEARS);
      const rows = values(ctx.data, SOURCES.growth, place.code, year);
      if (rows.length === 0 || !rows.every((r) => r.value >= 1 && r.value <= 6)) return null;
      const base = ctx.rng.pick(rows).value;
      const written = writeRate(base * ctx.rng.between(2, 3), 1, percentUnit(ctx));
      if (!rows.every((r) => written.value - r.value >= 1.5)) return null;
      return {
        family: name,
        question: compose(ctx, template(ctx, "growth"), { ...placeSlots(ctx, place), V: written.text, Y: String(year) }),
        expected: "not_supported",
        figure: "wrong",
        outOfCoverage: false,
        indicator: "gdp_growth_pct",
        country: place.code,
        year,
        why: why(rows, place.code, year, `quoted ${written.value}, ${(written.value / base).toFixed(1)} times the official rate`),
      };
    },
  };
}

// ---------- per-capita figure quoted as total GDP ----------

function perCapitaAsTotalFamily(name: string, count: Record<Part, number>): Family {
  return {
    name,
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const year = ctx.rng.pick(YEARS);
      const perCapita = value(ctx.data, "gdp_per_capita_usd", place.code, year);
      const total = values(ctx.data, SOURCES.gdp, place.code, year);
      if (perCapita === undefined || total.length === 0 || LOCAL_DOLLAR[place.code]) return null;
      const style = ctx.rng.pick(ctx.pool.moneyStyles);
      const written = writeMoney(perCapita, style, ctx.rng.int(2, 3));
      return {
        family: name,
        question: compose(ctx, template(ctx, "gdp_total"), { ...placeSlots(ctx, place), V: written.text, Y: String(year) }),
        expected: "not_supported",
        figure: "wrong",
        outOfCoverage: false,
        indicator: "gdp_current_usd",
        country: place.code,
        year,
        why: why(
          [...total, { slug: "gdp_per_capita_usd", value: perCapita }],
          place.code,
          year,
          `quoted ${written.value}: the per-capita value, not the total`,
        ),
      };
    },
  };
}

// ---------- GDP in local currency ----------

function localGdpFamily(name: string, truth: "correct" | "wrong", count: Record<Part, number>): Family {
  return {
    name,
    count,
    draw: (ctx) => {
      const local = ctx.rng.pick(LOCAL_GDP_CURRENCIES);
      const place = COUNTRIES.find((p) => p.code === local.place);
      const year = ctx.rng.pick(YEARS.filter((y) => y >= 2010));
      const home = [...PER_DOLLAR_CURRENCIES, ...DOLLARS_PER_UNIT_CURRENCIES].find((c) => c.code === local.currency)?.home;
      const fx = home ? value(ctx.data, "exchange_rate_lcu_per_usd", home, year) : undefined;
      const rows = place ? values(ctx.data, SOURCES.gdp, place.code, year) : [];
      if (!place || fx === undefined || rows.length === 0) return null;
      const amounts = rows.map((r) => r.value * fx);
      const target = truth === "correct" ? ctx.rng.pick(amounts) : ctx.rng.pick(amounts) * wrongFactor(ctx);
      const written = writeLocalMoney(target, local.prefix, local.suffix, ctx.rng.int(2, 3));
      if (truth === "wrong" && !amounts.every((a) => farRelative(written.value, a, 0.25))) return null;
      return {
        family: name,
        question: compose(ctx, template(ctx, "gdp_local"), { ...placeSlots(ctx, place), V: written.text, Y: String(year) }),
        expected: truth === "correct" ? "supported" : "not_supported",
        figure: truth,
        outOfCoverage: false,
        indicator: "gdp_current_usd",
        country: place.code,
        year,
        why: why(
          [...rows, { slug: "exchange_rate_lcu_per_usd", value: fx }],
          place.code,
          year,
          `quoted ${written.value} ${local.currency}`,
        ),
      };
    },
  };
}

// ---------- changes in a rate ----------

interface ChangeData {
  rows: { slug: string; value: number }[];
  /** Per source: the change in points and the relative change in per cent, with the level. */
  changes: { slug: string; pp: number; rel: number; level: number }[];
}

function changeData(ctx: Ctx, slugs: readonly string[], code: string, year: number): ChangeData | null {
  const changes: ChangeData["changes"] = [];
  const rows: ChangeData["rows"] = [];
  for (const slug of slugs) {
    const now = value(ctx.data, slug, code, year);
    const before = value(ctx.data, slug, code, year - 1);
    if (now === undefined || before === undefined || before <= 0.5) continue;
    changes.push({ slug, pp: now - before, rel: (now / before - 1) * 100, level: now });
    rows.push({ slug, value: before }, { slug, value: now });
  }
  return changes.length > 0 ? { rows, changes } : null;
}

/**
 * "The unemployment rate rose N%": points or a relative change. The family quotes one reading's size so that
 * exactly one reading fits (needs context, explaining both), or the wrong direction (not supported).
 * With `points`, the change is written in percentage points: no ambiguity, supported or not.
 */
function rateChangeFamily(
  name: string,
  mode: "percent_one_reading" | "percent_wrong_direction" | "points" | "points_wrong_direction",
  count: Record<Part, number>,
): Family {
  return {
    name,
    count,
    draw: (ctx) => {
      const inflation = ctx.rng.chance(0.4);
      const slugs = inflation ? SOURCES.cpi : SOURCES.unemp;
      const place = ctx.rng.pick(COUNTRIES);
      const year = ctx.rng.pick(YEARS);
      const found = changeData(ctx, slugs, place.code, year);
      if (!found) return null;
      const { changes, rows } = found;
      const direction = Math.sign(changes[0]?.pp ?? 0);
      // Every source moves the same way, by a clear margin.
      if (!changes.every((c) => Math.sign(c.pp) === direction && Math.abs(c.pp) >= 0.4 && Math.abs(c.rel) >= 4)) return null;
      const chosen = ctx.rng.pick(changes);
      const wrongDirection = mode === "percent_wrong_direction" || mode === "points_wrong_direction";
      const claimed = wrongDirection ? -direction : direction;
      let written: Written;
      let expected: Verdict;
      let note: string;
      if (mode === "points" || mode === "points_wrong_direction") {
        written = writeRate(Math.abs(chosen.pp), 1, ctx.rng.pick(ctx.pool.pointUnits));
        expected = mode === "points" ? "supported" : "not_supported";
        note = `quoted ${claimed > 0 ? "+" : "-"}${written.value} points`;
      } else {
        const asPoints = mode === "percent_wrong_direction" ? ctx.rng.chance(0.5) : ctx.rng.chance(0.5);
        const size = asPoints ? Math.abs(chosen.pp) : Math.abs(chosen.rel);
        written = writeRate(size, asPoints || size < 10 ? 1 : 0, ctx.rng.pick(ctx.pool.percentUnits));
        // Exactly one reading fits: the other reading, and the rate's level, are far from the quoted number.
        const otherFits = changes.some(
          (c) => Math.abs((asPoints ? Math.abs(c.rel) : Math.abs(c.pp)) - written.value) < Math.max(1, 0.5 * written.value),
        );
        const levelFits = changes.some((c) => Math.abs(c.level - written.value) < 1.5);
        if (otherFits || levelFits) return null;
        expected = mode === "percent_one_reading" ? "needs_context" : "not_supported";
        note = `quoted ${claimed > 0 ? "a rise" : "a fall"} of ${written.value}%, ${asPoints ? "the change in points" : "the relative change"}`;
      }
      const subject = fill(ctx.rng.pick(inflation ? ctx.pool.inflationSubjects : ctx.pool.unemploymentSubjects), placeSlots(ctx, place));
      const verb = ctx.rng.pick(claimed > 0 ? ctx.pool.up : ctx.pool.down);
      const asQuestion = ctx.rng.chance(0.35);
      const slots = { S: subject, MOVE: verb.past, move: verb.base, V: written.text, Y: String(year) };
      const question = asQuestion
        ? capitalise(fill(ctx.rng.pick(ctx.pool.changeQuestions), slots))
        : compose(ctx, ctx.rng.pick(ctx.pool.changeTemplates), slots);
      return {
        family: name,
        question,
        expected,
        figure: expected === "not_supported" ? "wrong" : "correct",
        outOfCoverage: false,
        indicator: slugs[0] ?? null,
        country: place.code,
        year,
        why: why(rows, place.code, `${year - 1}–${year}`, note),
      };
    },
  };
}

// ---------- exchange rates ----------

function fxFamily(name: string, direction: "direct" | "inverse", truth: "correct" | "wrong", count: Record<Part, number>): Family {
  return {
    name,
    count,
    draw: (ctx) => {
      const currency: Currency =
        direction === "direct"
          ? ctx.rng.pick([...PER_DOLLAR_CURRENCIES, DOLLARS_PER_UNIT_CURRENCIES[0] as Currency])
          : ctx.rng.pick(DOLLARS_PER_UNIT_CURRENCIES);
      const year = ctx.rng.pick(YEARS.filter((y) => y >= 2010));
      const official = value(ctx.data, "exchange_rate_lcu_per_usd", currency.home, year);
      if (official === undefined) return null;
      const quoted = direction === "direct" ? official : 1 / official;
      const target = truth === "correct" ? quoted : quoted * wrongFactor(ctx, 1.3, 1.7);
      const written = writeRate4(target, ctx.rng.int(3, 4));
      if (truth === "wrong" && (!farRelative(written.value, official, 0.2) || !farRelative(written.value, 1 / official, 0.2))) return null;
      const plain = !currency.shared && ctx.rng.chance(0.5);
      // "The Colombian peso", not "the peso": a shared name alone does not say which currency.
      const singular = currency.shared ? currency.qualified.replace(/s$/, "") : currency.singular;
      const slots = { V: written.text, Y: String(year), C: plain ? currency.plural : currency.qualified, c: singular, CODE: currency.code };
      const shape = direction === "direct" ? "fx_direct" : "fx_inverse";
      return {
        family: name,
        question: compose(ctx, template(ctx, shape), slots),
        expected: truth === "correct" ? "supported" : "not_supported",
        figure: truth,
        outOfCoverage: false,
        indicator: "exchange_rate_lcu_per_usd",
        country: currency.home,
        year,
        why: why(
          [{ slug: "exchange_rate_lcu_per_usd", value: official }],
          currency.home,
          year,
          `${currency.code} per USD; quoted ${written.value} ${direction === "direct" ? `${currency.code} per USD` : `USD per ${currency.code}`}`,
        ),
      };
    },
  };
}

// ---------- out of coverage ----------

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const ORDINALS = ["first", "second", "third", "fourth"];
const EU_MEMBERS = ["DEU", "FRA", "ITA", "ESP", "NLD", "BEL", "AUT", "IRL", "PRT", "GRC", "FIN", "POL", "CZE", "HUN", "ROU", "SWE", "DNK"];

function outOfCoverageFamily(name: string, count: Record<Part, number>): Family {
  // Every template in turn, then again with other places and years.
  let next = 0;
  return {
    name,
    count,
    draw: (ctx) => {
      const templates = OUT_OF_COVERAGE[ctx.part];
      const spec = templates[next % templates.length];
      next += 1;
      if (!spec) return null;
      const european = /Maastricht|Eurostat|ECB/.test(spec.text);
      const member = ctx.rng.pick(EU_MEMBERS);
      const place = european ? (COUNTRIES.find((p) => p.code === member) as Place) : ctx.rng.pick(COUNTRIES);
      const [lo, hi, decimals] = spec.value;
      const v = roundTo(ctx.rng.between(lo, hi), decimals);
      const future = spec.future === "far" ? ctx.rng.int(2031, 2040) : ctx.rng.int(2027, 2030);
      const year = ctx.rng.pick(YEARS.filter((y) => y >= 2012));
      const slots = {
        ...placeSlots(ctx, place),
        V: withCommas(v, decimals),
        Y: String(year),
        F: String(future),
        M: ctx.rng.pick(MONTHS),
        Q: String(ctx.rng.int(1, 4)),
        ORD: ctx.rng.pick(ORDINALS),
      };
      return {
        family: `${name}.${spec.kind}`,
        question: capitalise(fill(spec.text, slots)),
        expected: "unclear",
        figure: null,
        outOfCoverage: true,
        indicator: null,
        country: null,
        year: null,
        why: `out of coverage (${spec.kind})`,
      };
    },
  };
}

// ---------- the set ----------

const n = (development: number, heldout: number): Record<Part, number> => ({ development, heldout });

/** The families, built afresh for each part (the out-of-coverage family keeps a cursor). */
export function families(): Family[] {
  return [
    levelFamily("cpi.correct", LEVELS.cpi as LevelSpec, "correct", n(14, 9)),
    levelFamily("cpi.wrong", LEVELS.cpi as LevelSpec, "wrong", n(8, 5)),
    levelFamily("growth.correct", LEVELS.growth as LevelSpec, "correct", n(14, 9)),
    levelFamily("growth.wrong", LEVELS.growth as LevelSpec, "wrong", n(8, 5)),
    levelFamily("gdp.correct", LEVELS.gdp as LevelSpec, "correct", n(12, 8)),
    levelFamily("gdp.wrong", LEVELS.gdp as LevelSpec, "wrong", n(8, 5)),
    levelFamily("gdppc.correct", LEVELS.gdppc as LevelSpec, "correct", n(8, 5)),
    levelFamily("gdppc.wrong", LEVELS.gdppc as LevelSpec, "wrong", n(5, 3)),
    levelFamily("unemployment.correct", LEVELS.unemp as LevelSpec, "correct", n(12, 8)),
    levelFamily("unemployment.wrong", LEVELS.unemp as LevelSpec, "wrong", n(8, 5)),
    levelFamily("population.correct", LEVELS.pop as LevelSpec, "correct", n(10, 6)),
    levelFamily("population.wrong", LEVELS.pop as LevelSpec, "wrong", n(6, 4)),
    undatedPopulation("population.undated.correct", "correct", n(5, 3)),
    undatedPopulation("population.undated.wrong", "wrong", n(3, 2)),
    levelFamily("debt.correct", LEVELS.debt as LevelSpec, "correct", n(8, 5)),
    levelFamily("debt.wrong", LEVELS.debt as LevelSpec, "wrong", n(5, 3)),
    levelFamily("deficit.correct", LEVELS.deficit as LevelSpec, "correct", n(5, 3)),
    levelFamily("deficit.wrong", LEVELS.deficit as LevelSpec, "wrong", n(3, 2)),
    levelFamily("surplus.correct", LEVELS.surplus as LevelSpec, "correct", n(3, 2)),
    levelFamily("current-account.surplus.correct", LEVELS.caSurplus as LevelSpec, "correct", n(3, 2)),
    levelFamily("current-account.deficit.correct", LEVELS.caDeficit as LevelSpec, "correct", n(3, 2)),
    levelFamily("current-account.deficit.wrong", LEVELS.caDeficit as LevelSpec, "wrong", n(4, 3)),
    levelFamily("exports.correct", LEVELS.exports as LevelSpec, "correct", n(6, 4)),
    levelFamily("exports.wrong", LEVELS.exports as LevelSpec, "wrong", n(4, 2)),
    levelFamily("reserves.correct", LEVELS.reserves as LevelSpec, "correct", n(5, 3)),
    levelFamily("reserves.wrong", LEVELS.reserves as LevelSpec, "wrong", n(3, 2)),
    levelFamily("fdi.correct", LEVELS.fdi as LevelSpec, "correct", n(5, 3)),
    levelFamily("fdi.wrong", LEVELS.fdi as LevelSpec, "wrong", n(3, 2)),
    localGdpFamily("gdp.local-currency.correct", "correct", n(6, 4)),
    localGdpFamily("gdp.local-currency.wrong", "wrong", n(3, 2)),
    hedgedFamily("hedged.correct", "correct", n(20, 12)),
    hedgedFamily("hedged.wrong", "wrong", n(6, 4)),
    contractionFamily("growth.contraction.correct", "correct", n(18, 12)),
    contractionFamily("growth.contraction.wrong", "wrong", n(8, 5)),
    farGrowthFamily("growth.two-to-three-times", n(18, 12)),
    perCapitaAsTotalFamily("gdp.per-capita-as-total", n(14, 9)),
    rateChangeFamily("rate-change.percent.one-reading", "percent_one_reading", n(30, 18)),
    rateChangeFamily("rate-change.percent.wrong-direction", "percent_wrong_direction", n(10, 6)),
    rateChangeFamily("rate-change.points.correct", "points", n(10, 6)),
    rateChangeFamily("rate-change.points.wrong-direction", "points_wrong_direction", n(5, 3)),
    fxFamily("fx.per-dollar.correct", "direct", "correct", n(18, 11)),
    fxFamily("fx.per-dollar.wrong", "direct", "wrong", n(8, 5)),
    fxFamily("fx.dollars-per-unit.correct", "inverse", "correct", n(12, 8)),
    fxFamily("fx.dollars-per-unit.wrong", "inverse", "wrong", n(6, 4)),
    outOfCoverageFamily("out-of-coverage", n(55, 45)),
    ...shapeFamilies(),
    // Development only, appended so every earlier case (and the held-out part) stays as it was.
    ...widerShapeFamilies(),
  ];
}
