/**
 * Families for the claims readers make beyond a single figure (issue 27): comparisons between economies,
 * changes over a period, bounds, ranges, rankings, IMF projections, sibling readings, units and currencies,
 * loose wording, and questions about figures the data does not hold. Each label is derived from the snapshot
 * rows by the rule written beside the family (every source must agree, clear of the indicator's band);
 * anything in between is redrawn, never labelled. Development and held-out parts use separate wordings.
 */
import type { OfficialData } from "@/lib/factcheck/official-data";
import { isAggregate } from "@/lib/factcheck/location-codes";
import { REGIONS } from "@/lib/factcheck/regions";
import type { Verdict } from "@/lib/factcheck/types";
import type { Ctx, Draft, Family } from "./families";
import { withCommas } from "./format";
import type { Part } from "./phrasing";
import { COUNTRIES, type Place } from "./places";

export type ReaderShapeName =
  "comparison" | "change" | "bound" | "range" | "ranking" | "projection" | "sibling" | "units" | "wording" | "unmapped";

export interface Ind {
  key: string;
  slugs: string[];
  /** The band the data cannot tell apart: points, or a share of the value. */
  band: number;
  relative: boolean;
  noun: string;
}

export const IND = {
  growth: { key: "growth", slugs: ["gdp_growth_pct", "imf_gdp_growth_pct"], band: 0.3, relative: false, noun: "GDP growth" },
  cpi: { key: "cpi", slugs: ["inflation_cpi_pct", "imf_inflation_cpi_pct"], band: 0.2, relative: false, noun: "inflation" },
  unemp: { key: "unemp", slugs: ["unemployment_pct", "imf_unemployment_pct"], band: 0.3, relative: false, noun: "unemployment rate" },
  gdp: { key: "gdp", slugs: ["gdp_current_usd", "imf_gdp_current_usd_bn"], band: 0.03, relative: true, noun: "GDP" },
  gdppc: { key: "gdppc", slugs: ["gdp_per_capita_usd"], band: 0.03, relative: true, noun: "GDP per capita" },
  pop: { key: "pop", slugs: ["population"], band: 0.02, relative: true, noun: "population" },
  debt: { key: "debt", slugs: ["government_debt_pct_gdp"], band: 2, relative: false, noun: "government debt" },
} satisfies Record<string, Ind>;

export function val(data: OfficialData, slug: string, code: string, year: number): number | undefined {
  return data.series.get(slug)?.get(code)?.get(year);
}

export function all(data: OfficialData, ind: Ind, code: string, year: number): number[] | null {
  const out = ind.slugs.map((s) => val(data, s, code, year));
  return out.every((v) => v !== undefined) ? (out as number[]) : null;
}

export function bandAt(ind: Ind, v: number): number {
  return ind.relative ? ind.band * Math.abs(v) : ind.band;
}

/** The order every source puts a and b in, each pair apart by more than `apart(i)`: 1 (a above), -1 (below), or null. */
export function clearOrder(a: number[], b: number[], apart: (i: number) => number): 1 | -1 | null {
  const gaps = a.map((v, i) => v - (b[i] as number));
  const sign = Math.sign(gaps[0] as number);
  if (sign === 0 || !gaps.every((g, i) => Math.abs(g) > apart(i) && Math.sign(g) === sign)) return null;
  return sign > 0 ? 1 : -1;
}

/** Two levels told apart: by twice the band at the larger of the two. */
export function twoBands(ind: Ind, a: number[], b: number[]): (i: number) => number {
  return (i) => 2 * bandAt(ind, Math.max(Math.abs(a[i] as number), Math.abs(b[i] as number)));
}

export function name(place: Place, rng: Ctx["rng"]): string {
  return rng.pick(place.names);
}

export function poss(place: Place, rng: Ctx["rng"]): string {
  return rng.pick(place.possessives);
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function fill(t: string, slots: Record<string, string>): string {
  return cap(t.replace(/\{([\w']+)\}/g, (w, k: string) => slots[k] ?? w));
}

export function draft(
  shape: ReaderShapeName,
  family: string,
  question: string,
  expected: Verdict,
  rest: Partial<Draft>,
): Draft & { shape: string } {
  return {
    family,
    question,
    expected,
    figure: expected === "supported" ? "correct" : expected === "not_supported" ? "wrong" : null,
    outOfCoverage: false,
    indicator: null,
    country: null,
    year: null,
    why: "",
    ...rest,
    shape,
  };
}

export const n = (development: number, heldout: number): Record<Part, number> => ({ development, heldout });
export const YEARS = Array.from({ length: 19 }, (_, i) => 2005 + i);

function money(usd: number, part: Part, rng: Ctx["rng"]): { text: string; value: number } {
  const [factor, word, short] = usd >= 1e12 ? [1e12, "trillion", "tn"] : usd >= 1e9 ? [1e9, "billion", "bn"] : [1e6, "million", "mn"];
  const m = Math.round((usd / factor) * 10) / 10;
  const styles =
    part === "development"
      ? [`$${m}${short}`, `$${m} ${word}`, `${m} ${word} dollars`]
      : [`US$${m} ${word}`, `${m}${short} US dollars`, `USD ${m} ${word}`];
  return { text: rng.pick(styles), value: m * factor };
}

// ---------- comparison ----------

const COMPARISON_TEMPLATES: Record<Part, Record<string, { higher: string[]; lower: string[] }>> = {
  development: {
    growth: {
      higher: [
        "Did {A} grow faster than {B} in {Y}?",
        "Did {A's} economy outgrow {B's} in {Y}?",
        "Was growth stronger in {A} than in {B} in {Y}?",
      ],
      lower: ["Did {A} grow more slowly than {B} in {Y}?", "Did {A} see weaker growth than {B} in {Y}?"],
    },
    cpi: {
      higher: ["Was inflation higher in {A} than in {B} in {Y}?", "Were prices rising faster in {A} than in {B} in {Y}?"],
      lower: ["Was inflation lower in {A} than in {B} in {Y}?", "Was {A's} inflation rate below {B's} in {Y}?"],
    },
    unemp: {
      higher: ["Was {A's} unemployment rate higher than {B's} in {Y}?", "Was joblessness in {A} above that in {B} in {Y}?"],
      lower: [
        "Was {A's} unemployment rate lower than {B's} in {Y}?",
        "Was the share of {A's} workforce out of work lower than {B's} in {Y}?",
      ],
    },
    gdp: {
      higher: ["Was {A's} economy bigger than {B's} in {Y}?", "Was {A's} GDP greater than {B's} in {Y}?"],
      lower: ["Was {A's} economy smaller than {B's} in {Y}?", "Did {A} have a smaller GDP than {B} in {Y}?"],
    },
  },
  heldout: {
    growth: { higher: ["In {Y}, did {A's} economy outpace {B's}?"], lower: ["In {Y}, was {A's} GDP growth slower than {B's}?"] },
    cpi: {
      higher: ["{A} had higher inflation than {B} in {Y}, right"],
      lower: ["Were consumer prices rising less in {A} than in {B} in {Y}?"],
    },
    unemp: {
      higher: ["Did {A} have more unemployment than {B} in {Y}?"],
      lower: ["Was the jobless rate in {A} below that of {B} in {Y}?"],
    },
    gdp: { higher: ["Was {A} a larger economy than {B} in {Y}?"], lower: ["In {Y} was {A's} GDP smaller than {B's}?"] },
  },
};

function comparisonFamily(count: Record<Part, number>, loose = false): Family {
  return {
    name: loose ? "shape.comparison.loose" : "shape.comparison",
    count,
    draw: (ctx) => {
      const ind = ctx.rng.pick([IND.growth, IND.cpi, IND.unemp, IND.gdp]);
      const [a, b] = [ctx.rng.pick(COUNTRIES), ctx.rng.pick(COUNTRIES)];
      if (a.code === b.code) return null;
      const year = ctx.rng.pick(YEARS);
      const va = all(ctx.data, ind, a.code, year);
      const vb = all(ctx.data, ind, b.code, year);
      if (!va || !vb) return null;
      // Decided: every source puts them in the same order, by more than twice the band.
      const order = clearOrder(va, vb, twoBands(ind, va, vb));
      if (order === null) return null;
      const higher = ctx.rng.chance(0.5);
      const truth = order > 0 === higher;
      const t = ctx.rng.pick(COMPARISON_TEMPLATES[ctx.part][ind.key]?.[higher ? "higher" : "lower"] ?? []);
      const written = fill(t, {
        A: name(a, ctx.rng),
        B: name(b, ctx.rng),
        "A's": poss(a, ctx.rng),
        "B's": poss(b, ctx.rng),
        Y: String(year),
      });
      const question = loose ? loosen(written, [a, b], ctx.rng) : written;
      return draft("comparison", loose ? "shape.comparison.loose" : "shape.comparison", question, truth ? "supported" : "not_supported", {
        indicator: ind.slugs[0] ?? null,
        country: a.code,
        year,
        why: `${ind.slugs.join("/")} ${year}: ${a.code} ${va.join("/")} vs ${b.code} ${vb.join("/")}`,
      });
    },
  };
}

// ---------- change ----------

const CHANGE_TEMPLATES: Record<Part, Record<"fromTo" | "up" | "down" | "doubled" | "halved" | "cumulative", string[]>> = {
  development: {
    fromTo: [
      "Did {P's} {N} go from {A} to {B} between {Y1} and {Y2}?",
      "Did {N} in {P} move from {A} in {Y1} to {B} in {Y2}?",
      "{P's} {N}: {A} in {Y1}, {B} in {Y2}?",
    ],
    up: ["Did {P's} {N} rise between {Y1} and {Y2}?", "Did {N} in {P} climb from {Y1} to {Y2}?"],
    down: ["Did {P's} {N} fall between {Y1} and {Y2}?", "Did {N} in {P} drop between {Y1} and {Y2}?"],
    doubled: ["Did {P's} GDP double between {Y1} and {Y2}?", "Was {P's} GDP twice the size in {Y2} that it was in {Y1}?"],
    halved: ["Did {P's} unemployment rate halve between {Y1} and {Y2}?", "Was {P's} unemployment rate cut in half from {Y1} to {Y2}?"],
    cumulative: [
      "Did {P's} economy grow {X} in total between {Y1} and {Y2}?",
      "Did {P's} real GDP expand {X} altogether over {Y1}-{Y2}?",
      "Did {P's} economy grow by {X} between {Y1} and {Y2}?",
      "{P's} GDP grew {X} from {Y1} to {Y2}?",
    ],
  },
  heldout: {
    fromTo: ["{P's} {N} went from {A} in {Y1} to {B} in {Y2}, is that right", "Was {P's} {N} {A} in {Y1} and {B} by {Y2}?"],
    up: ["Is it true that {N} in {P} went up from {Y1} to {Y2}?"],
    down: ["Did {N} in {P} come down between {Y1} and {Y2}?"],
    doubled: ["Was {P's} economy twice as big in {Y2} as in {Y1}, i.e. did GDP double?"],
    halved: ["Was {P's} jobless rate halved from {Y1} to {Y2}?"],
    cumulative: ["Cumulative growth of {X} for {P} from {Y1} to {Y2}: correct?"],
  },
};

function rate(v: number): string {
  return `${v.toFixed(1)}%`;
}

function changeFamily(kind: "fromTo" | "direction" | "multiplier" | "cumulative", count: Record<Part, number>): Family {
  return {
    name: `shape.change.${kind}`,
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const y1 = ctx.rng.int(2005, 2018);
      const y2 = y1 + ctx.rng.int(2, 6);
      const T = CHANGE_TEMPLATES[ctx.part];
      const base = { country: place.code, year: y2 };
      if (kind === "fromTo" || kind === "direction") {
        const ind = ctx.rng.pick([IND.unemp, IND.cpi, IND.debt]);
        const a = all(ctx.data, ind, place.code, y1);
        const b = all(ctx.data, ind, place.code, y2);
        if (!a || !b) return null;
        const noun = ind.key === "debt" ? "government debt" : ind.noun;
        if (kind === "direction") {
          const order = clearOrder(b, a, () => 2 * ind.band);
          if (order === null) return null;
          const up = ctx.rng.chance(0.5);
          const truth = order > 0 === up;
          const q = fill(ctx.rng.pick(up ? T.up : T.down), {
            P: name(place, ctx.rng),
            "P's": poss(place, ctx.rng),
            N: noun,
            Y1: String(y1),
            Y2: String(y2),
          });
          return draft("change", "shape.change.direction", q, truth ? "supported" : "not_supported", {
            ...base,
            indicator: ind.slugs[0] ?? null,
            why: `${ind.slugs.join("/")} ${place.code} ${y1} ${a.join("/")} → ${y2} ${b.join("/")}`,
          });
        }
        // From/to: both endpoints are roundings of every source, or one endpoint is far from all of them.
        const wa = Math.round((a[0] as number) * 10) / 10;
        const wb = Math.round((b[0] as number) * 10) / 10;
        if (![...a.map((v) => Math.abs(v - wa)), ...b.map((v) => Math.abs(v - wb))].every((d) => d <= ind.band * 0.8)) return null;
        const correct = ctx.rng.chance(0.5);
        let qb = wb;
        if (!correct) {
          qb = Math.round((wb + (ctx.rng.chance(0.5) ? 1 : -1) * Math.max(3, 0.5 * Math.abs(wb)) * ctx.rng.between(1.1, 1.6)) * 10) / 10;
          if (qb <= 0 || b.some((v) => Math.abs(v - qb) <= 2 * (ind.band + 0.05) + 0.5)) return null;
        }
        const q = fill(ctx.rng.pick(T.fromTo), {
          P: name(place, ctx.rng),
          "P's": poss(place, ctx.rng),
          N: noun,
          A: rate(wa),
          B: rate(qb),
          Y1: String(y1),
          Y2: String(y2),
        });
        return draft("change", "shape.change.from-to", q, correct ? "supported" : "not_supported", {
          ...base,
          indicator: ind.slugs[0] ?? null,
          why: `${ind.slugs.join("/")} ${place.code} ${y1} ${a.join("/")} → ${y2} ${b.join("/")}; quoted ${wa} → ${qb}`,
        });
      }
      if (kind === "multiplier") {
        const halve = ctx.rng.chance(0.4);
        const ind = halve ? IND.unemp : IND.gdp;
        const a = all(ctx.data, ind, place.code, y1);
        const endYear = y2 + (halve ? 0 : ctx.rng.int(0, 6));
        const b = all(ctx.data, ind, place.code, endYear);
        if (!a || !b || a.some((v) => v <= 0)) return null;
        const ratios = a.map((v, i) => (b[i] as number) / v);
        const factor = halve ? 0.5 : 2;
        const rel = ratios.map((r) => (halve ? factor / r : r / factor));
        const holds = multipleLabel(rel);
        if (holds === null) return null;
        const q = fill(ctx.rng.pick(halve ? T.halved : T.doubled), { "P's": poss(place, ctx.rng), Y1: String(y1), Y2: String(endYear) });
        return draft("change", "shape.change.multiplier", q, holds ? "supported" : "not_supported", {
          country: place.code,
          year: endYear,
          indicator: ind.slugs[0] ?? null,
          why: `${ind.slugs.join("/")} ${place.code} ${y1} ${a.join("/")} → ${endYear} ${b.join("/")}`,
        });
      }
      // Cumulative real growth: the yearly rates compounded, in every source.
      const c = compounded(ctx.data, place.code, y1, y2);
      const claim = c && cumulativeClaim(ctx.rng, c);
      if (!c || !claim) return null;
      const { x, correct } = claim;
      const q = fill(ctx.rng.pick(T.cumulative), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        X: `${x}%`,
        Y1: String(y1),
        Y2: String(y2),
      });
      return draft("change", "shape.change.cumulative", q, correct ? "supported" : "not_supported", {
        ...base,
        indicator: "gdp_growth_pct",
        why: `compounded ${IND.growth.slugs.join("/")} ${place.code} ${y1 + 1}–${y2} = ${c.map((v) => v.toFixed(2)).join("/")}%; quoted ${x}%`,
      });
    },
  };
}

/** Real GDP growth compounded over the years after y1 up to y2, per source (WDI, IMF); null when a year is missing. */
export function compounded(data: OfficialData, code: string, y1: number, y2: number): number[] | null {
  const paths = IND.growth.slugs.map((s) => {
    let acc = 1;
    for (let y = y1 + 1; y <= y2; y++) {
      const v = val(data, s, code, y);
      if (v === undefined) return null;
      acc *= 1 + v / 100;
    }
    return (acc - 1) * 100;
  });
  return paths.every((p) => p !== null) ? (paths as number[]) : null;
}

/** What compounding cannot tell apart: half a point, or 5 % of the total, plus the rounding of a whole percent. */
export const cumulativeBand = (v: number) => Math.max(0.5, Math.abs(v) * 0.05) + 0.5;

/** Two compounded totals told apart: by twice the sum of their bands. */
export function twoCumulativeBands(a: number[], b: number[]): (i: number) => number {
  return (i) => 2 * (cumulativeBand(a[i] as number) + cumulativeBand(b[i] as number));
}

/** A total claimed for compounded growth `c`: its rounding (correct) or far from every source (wrong); null to redraw. */
export function cumulativeClaim(rng: Ctx["rng"], c: number[]): { x: number; correct: boolean } | null {
  const correct = rng.chance(0.5);
  const first = c[0] as number;
  const x = correct ? Math.round(first) : Math.round(first * rng.pick([0.4, 2.2, 2.6]) + (rng.chance(0.5) ? 8 : -8));
  if (correct && !c.every((v) => Math.abs(v - x) <= cumulativeBand(v) * 0.8)) return null;
  if (!correct && !c.every((v) => Math.abs(v - x) > 4 * cumulativeBand(v))) return null;
  if (Math.abs(x) < 1) return null;
  return { x, correct };
}

/** A bound on compounded growth `c`, clear of every source by twice the band: `over` when they are all above it. */
export function cumulativeBound(rng: Ctx["rng"], c: number[]): { x: number; over: boolean } | null {
  const x = Math.round((c[0] as number) * rng.pick([0.4, 0.6, 1.6, 2.2]) + rng.pick([-6, 6]));
  if (x < 3) return null;
  const over = c.every((v) => v > x + 2 * cumulativeBand(v));
  const under = c.every((v) => v < x - 2 * cumulativeBand(v));
  return over || under ? { x, over } : null;
}

/** A multiple against its factor in every source (turned round for halving): holds just under to a little over it, fails far from it, else null. */
export function multipleLabel(rel: number[]): boolean | null {
  if (rel.every((r) => r >= 0.96 && r <= 1.2)) return true;
  if (rel.every((r) => r < 0.68 || r > 1.8)) return false;
  return null;
}

/** A reader's loose typing: lower case, no question mark, and now and then one typo in a country's name. */
export function loosen(question: string, places: Place[], rng: Ctx["rng"]): string {
  let q = question;
  const target = rng.pick(places).names.find((nm) => !nm.startsWith("the ") && nm.length >= 6 && !/\W/.test(nm));
  if (target && q.includes(target) && rng.chance(0.5)) q = q.replace(target, typo(target, rng));
  return q.toLowerCase().replace(/\?$/, "");
}

const CUMULATIVE_BOUND_TEMPLATES: Record<Part, { above: string[]; below: string[] }> = {
  development: {
    above: ["Did {P's} economy grow by more than {X} between {Y1} and {Y2}?", "Did {P's} real GDP expand by over {X} from {Y1} to {Y2}?"],
    below: ["Did {P's} economy grow by less than {X} between {Y1} and {Y2}?", "Did {P's} GDP grow under {X} in total from {Y1} to {Y2}?"],
  },
  heldout: {
    above: ["Between {Y1} and {Y2}, did the {D} economy grow by more than {X} in all?"],
    below: ["{P} grew less than {X} in total over {Y1}-{Y2}, right"],
  },
};

/** "Grew by more than 20% between 2019 and 2023": a bound on the compounded growth, decided clear of its band. */
function cumulativeBoundFamily(count: Record<Part, number>): Family {
  return {
    name: "shape.change.cumulative-bound",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const y1 = ctx.rng.int(2005, 2017);
      const y2 = y1 + ctx.rng.int(3, 6);
      const c = compounded(ctx.data, place.code, y1, y2);
      if (!c) return null;
      const above = ctx.rng.chance(0.5);
      const bound = cumulativeBound(ctx.rng, c);
      if (!bound) return null;
      const { x } = bound;
      const holds = above === bound.over;
      const q = fill(ctx.rng.pick(CUMULATIVE_BOUND_TEMPLATES[ctx.part][above ? "above" : "below"]), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        D: place.demonyms[0] ?? name(place, ctx.rng),
        X: `${x}%`,
        Y1: String(y1),
        Y2: String(y2),
      });
      return draft("change", "shape.change.cumulative-bound", q, holds ? "supported" : "not_supported", {
        country: place.code,
        year: y2,
        indicator: "gdp_growth_pct",
        why: `compounded ${IND.growth.slugs.join("/")} ${place.code} ${y1 + 1}–${y2} = ${c.map((v) => v.toFixed(2)).join("/")}%; claimed ${above ? "above" : "below"} ${x}%`,
      });
    },
  };
}

const SINCE_TEMPLATES: Record<Part, { doubled: string[]; halved: string[] }> = {
  development: {
    doubled: ["Has {P's} GDP doubled since {Y1}?", "Has {P's} economy doubled in size since {Y1}?", "has {P's} gdp doubled since {Y1}"],
    halved: ["Has {P's} unemployment rate halved since {Y1}?", "has unemployment in {P} been cut in half since {Y1}"],
  },
  heldout: {
    doubled: ["GDP in {P} has doubled since {Y1}, right"],
    halved: ["Is {P's} jobless rate half what it was in {Y1}, i.e. halved since then?"],
  },
};

/** "Doubled since 2010": from that year to the latest year with an outturn in every source. */
function sinceFamily(count: Record<Part, number>): Family {
  return {
    name: "shape.change.since",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const halve = ctx.rng.chance(0.35);
      const ind = halve ? IND.unemp : IND.gdp;
      const [wdi, imf] = ind.slugs as [string, string];
      const wdiLast = Math.max(...(ctx.data.series.get(wdi)?.get(place.code)?.keys() ?? [0]));
      const imfActual = ctx.data.imfLatestActual.get(`${imf}|${place.code}`)?.year;
      if (imfActual === undefined) return null;
      // "Since": up to the latest year every source has an outturn for.
      const end = Math.min(wdiLast, imfActual);
      const y1 = ctx.rng.int(2000, end - 3);
      const a = all(ctx.data, ind, place.code, y1);
      const b = all(ctx.data, ind, place.code, end);
      if (!a || !b || a.some((v) => v <= 0) || b.some((v) => v <= 0)) return null;
      const factor = halve ? 0.5 : 2;
      const rel = a.map((v, i) => (halve ? factor / ((b[i] as number) / v) : (b[i] as number) / v / factor));
      const holds = multipleLabel(rel);
      if (holds === null) return null;
      const q = fill(ctx.rng.pick(SINCE_TEMPLATES[ctx.part][halve ? "halved" : "doubled"]), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        Y1: String(y1),
      });
      return draft("change", "shape.change.since", q, holds ? "supported" : "not_supported", {
        country: place.code,
        year: end,
        indicator: wdi,
        why: `${ind.slugs.join("/")} ${place.code} ${y1} ${a.join("/")} → ${end} (latest outturn in every source) ${b.join("/")}`,
      });
    },
  };
}

const PERIOD_COMPARISON_TEMPLATES: Record<Part, { higher: string[]; lower: string[] }> = {
  development: {
    higher: [
      "Did {A} grow faster than {B} between {Y1} and {Y2}?",
      "Did {A's} economy grow more than {B's} from {Y1} to {Y2}?",
      "did {A} outgrow {B} between {Y1} and {Y2}",
    ],
    lower: ["Did {A} grow more slowly than {B} between {Y1} and {Y2}?", "Did {A's} economy grow less than {B's} from {Y1} to {Y2}?"],
  },
  heldout: {
    higher: ["Between {Y1} and {Y2}, did {A's} economy outpace {B's}?"],
    lower: ["{A} grew less than {B} over {Y1}-{Y2}, right"],
  },
};

/** "Did India grow faster than China between 2015 and 2020?": the compounded growth of each, every source in the same order. */
function periodComparisonFamily(count: Record<Part, number>): Family {
  return {
    name: "shape.comparison.period",
    count,
    draw: (ctx) => {
      const [a, b] = [ctx.rng.pick(COUNTRIES), ctx.rng.pick(COUNTRIES)];
      if (a.code === b.code) return null;
      const y1 = ctx.rng.int(2005, 2017);
      const y2 = y1 + ctx.rng.int(3, 6);
      const ca = compounded(ctx.data, a.code, y1, y2);
      const cb = compounded(ctx.data, b.code, y1, y2);
      if (!ca || !cb) return null;
      const order = clearOrder(ca, cb, twoCumulativeBands(ca, cb));
      if (order === null) return null;
      // Half the cases are ones where the last year alone orders the two the other way (or not at all), so a
      // check of that year instead of the period cannot be right by luck.
      const lastYear = IND.growth.slugs.map((s) => (val(ctx.data, s, a.code, y2) as number) - (val(ctx.data, s, b.code, y2) as number));
      const lastYearAgrees = lastYear.every((g) => Math.sign(g) === order && Math.abs(g) > IND.growth.band);
      if (lastYearAgrees && ctx.rng.chance(0.5)) return null;
      const higher = ctx.rng.chance(0.5);
      const truth = order > 0 === higher;
      const q = fill(ctx.rng.pick(PERIOD_COMPARISON_TEMPLATES[ctx.part][higher ? "higher" : "lower"]), {
        A: name(a, ctx.rng),
        B: name(b, ctx.rng),
        "A's": poss(a, ctx.rng),
        "B's": poss(b, ctx.rng),
        Y1: String(y1),
        Y2: String(y2),
      });
      return draft("comparison", "shape.comparison.period", q, truth ? "supported" : "not_supported", {
        indicator: "gdp_growth_pct",
        country: a.code,
        year: y2,
        why: `compounded ${IND.growth.slugs.join("/")} ${y1 + 1}–${y2}: ${a.code} ${ca.map((v) => v.toFixed(2)).join("/")}% vs ${b.code} ${cb.map((v) => v.toFixed(2)).join("/")}%`,
      });
    },
  };
}

// ---------- bounds and ranges ----------

const BOUND_WORDS: Record<Part, { above: string[]; below: string[] }> = {
  development: { above: ["more than", "above", "over"], below: ["less than", "below"] },
  heldout: { above: ["top", "exceed"], below: ["under", "beneath"] },
};
const BOUND_TEMPLATES: Record<Part, { rate: string[]; money: string[] }> = {
  development: {
    rate: ["Was {P's} {N} {W} {X} in {Y}?", "Was {N} in {P} {W} {X} in {Y}?"],
    money: ["Was {P's} GDP {W} {X} in {Y}?"],
  },
  heldout: {
    rate: ["did {P's} {N} {W} {X} in {Y}", "In {Y}, did {N} in {P} {W} {X}?"],
    money: ["Did {P's} GDP {W} {X} in {Y}?", "in {Y} did the {P} economy {W} {X}"],
  },
};

function boundFamily(count: Record<Part, number>): Family {
  return {
    name: "shape.bound",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const year = ctx.rng.pick(YEARS);
      const ind = ctx.rng.pick([IND.cpi, IND.unemp, IND.growth, IND.gdp]);
      const v = all(ctx.data, ind, place.code, year);
      if (!v) return null;
      const above = ctx.rng.chance(0.5);
      const words = BOUND_WORDS[ctx.part][above ? "above" : "below"];
      const word = ctx.rng.pick(words);
      const correct = ctx.rng.chance(0.5);
      const ref = v[0] as number;
      const wantAbove = above === correct;
      let x: number;
      let text: string;
      if (ind.relative) {
        const m = money(ref * (wantAbove ? ctx.rng.between(0.6, 0.85) : ctx.rng.between(1.2, 1.6)), ctx.part, ctx.rng);
        x = m.value;
        text = m.text;
      } else {
        x = Math.round(ref + (wantAbove ? -1 : 1) * ctx.rng.between(1, 3));
        if (ind.key !== "growth" && x <= 0) return null;
        text = `${x}%`;
      }
      // The value sits on the claimed side of the bound in every source, or on the other side by twice the band.
      const side = v.map((o) => (o > x ? 1 : -1));
      if (!side.every((s) => s === side[0])) return null;
      if (!v.every((o) => Math.abs(o - x) > 2 * bandAt(ind, o))) return null;
      const truth = (side[0] === 1) === above;
      if (truth !== correct) return null;
      const t = ctx.rng.pick(BOUND_TEMPLATES[ctx.part][ind.relative ? "money" : "rate"]);
      const nameOf = ind.relative ? (place.demonyms[0] ?? name(place, ctx.rng)) : name(place, ctx.rng);
      const q = fill(t, {
        P: t.includes("the {P} economy") ? nameOf : name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        N: ind.noun,
        W: word,
        X: text,
        Y: String(year),
      }).replace(/\bdid (.*?) (top|exceed)s\b/, "did $1 $2");
      return draft("bound", "shape.bound", q, correct ? "supported" : "not_supported", {
        indicator: ind.slugs[0] ?? null,
        country: place.code,
        year,
        why: `${ind.slugs.join("/")} ${place.code} ${year} = ${v.join("/")}; ${above ? "above" : "below"} ${x}`,
      });
    },
  };
}

const RANGE_TEMPLATES: Record<Part, string[]> = {
  development: ["Was {P's} {N} between {L} and {H} percent in {Y}?", "Was {N} in {P} between {L}% and {H}% in {Y}?"],
  heldout: ["{P's} {N} was somewhere in the {L}-{H}% range in {Y}, correct?", "Did {N} in {P} land between {L} and {H} per cent in {Y}?"],
};

function rangeFamily(count: Record<Part, number>): Family {
  return {
    name: "shape.range",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const year = ctx.rng.pick(YEARS);
      const ind = ctx.rng.pick([IND.cpi, IND.unemp, IND.growth]);
      const v = all(ctx.data, ind, place.code, year);
      if (!v) return null;
      const correct = ctx.rng.chance(0.5);
      const ref = v[0] as number;
      const lo = correct ? Math.floor(ref) - ctx.rng.int(0, 1) : Math.floor(ref) + ctx.rng.pick([-5, -4, 3, 4]);
      const hi = lo + ctx.rng.int(1, 2);
      if (lo < 0) return null;
      const inside = v.every((o) => o >= lo + 0.05 && o <= hi - 0.05);
      const outside = v.every((o) => o < lo - 2 * ind.band || o > hi + 2 * ind.band);
      if (correct ? !inside : !outside) return null;
      const q = fill(ctx.rng.pick(RANGE_TEMPLATES[ctx.part]), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        N: ind.noun,
        L: String(lo),
        H: String(hi),
        Y: String(year),
      });
      return draft("range", "shape.range", q, correct ? "supported" : "not_supported", {
        indicator: ind.slugs[0] ?? null,
        country: place.code,
        year,
        why: `${ind.slugs.join("/")} ${place.code} ${year} = ${v.join("/")}; range ${lo}–${hi}`,
      });
    },
  };
}

// ---------- ranking ----------

const RANK_WORDS = ["", "", "second-", "third-", "fourth-", "fifth-"];
const RANK_TEMPLATES: Record<Part, { gdp: string[]; pop: string[]; cpi: string[] }> = {
  development: {
    gdp: ["Was {C} {R's} {K}largest economy in {Y}?"],
    pop: ["Was {C} the {K}most populous country in {R} in {Y}?"],
    cpi: ["Did {C} have the highest inflation in {R} in {Y}?"],
  },
  heldout: {
    gdp: ["In {Y}, was {C} the {K}biggest economy in {R}?"],
    pop: ["{C} was {R's} {K}most populous nation in {Y}, true?"],
    cpi: ["Was inflation in {C} the highest in {R} in {Y}?"],
  },
};

function rankingFamily(count: Record<Part, number>): Family {
  const regions = REGIONS.filter((r) => ["world", "africa", "europe", "asia", "latin_america", "eu", "g7"].includes(r.id));
  return {
    name: "shape.ranking",
    count,
    draw: (ctx) => {
      const region = ctx.rng.pick(regions);
      const key = ctx.rng.pick(["gdp", "pop", "cpi"] as const);
      const slug = key === "gdp" ? "gdp_current_usd" : key === "pop" ? "population" : "inflation_cpi_pct";
      const ind = key === "gdp" ? IND.gdp : key === "pop" ? IND.pop : IND.cpi;
      const year = ctx.rng.int(2010, 2023);
      const members = (region.members ?? [...ctx.data.countries.keys()]).filter((c) => ctx.data.countries.has(c) && !isAggregate(c));
      const rows = members
        .map((c) => ({ c, v: val(ctx.data, slug, c, year) }))
        .filter((r): r is { c: string; v: number } => r.v !== undefined)
        .sort((a, b) => b.v - a.v);
      if (rows.length < 0.8 * members.length || rows.length < 4) return null;
      const claimed = key === "cpi" ? 1 : ctx.rng.pick([1, 1, 2, 3]);
      const correct = ctx.rng.chance(0.5);
      const actual = correct ? claimed : ctx.rng.pick([1, 2, 3, 4, 5].filter((k) => k !== claimed));
      const row = rows[actual - 1];
      const atClaim = rows[claimed - 1];
      if (!row || !atClaim) return null;
      // Clear: the named economy is apart from its neighbours (and from the one at the claimed rank) by twice the band.
      const apart = (o: { v: number } | undefined) => !o || Math.abs(o.v - row.v) > 2 * bandAt(ind, Math.max(o.v, row.v));
      if (!apart(rows[actual - 2]) || !apart(rows[actual]) || (!correct && !apart(atClaim))) return null;
      const place = COUNTRIES.find((p) => p.code === row.c);
      const plain = ctx.data.countries.get(row.c)?.name ?? "";
      if (!place && plain.includes(",")) return null;
      const regionName = region.id === "world" ? "the world" : region.label;
      const regionPoss = region.id === "world" ? "the world's" : `${region.label}'s`;
      const q = fill(ctx.rng.pick(RANK_TEMPLATES[ctx.part][key]), {
        C: place ? name(place, ctx.rng) : plain,
        R: regionName,
        "R's": regionPoss,
        K: RANK_WORDS[claimed] ?? "",
        Y: String(year),
      });
      return draft("ranking", "shape.ranking", q, correct ? "supported" : "not_supported", {
        indicator: slug,
        country: row.c,
        year,
        why: `${slug} ${year} in ${region.id}: ${rows
          .slice(0, 6)
          .map((r) => `${r.c} ${Number(r.v.toPrecision(4))}`)
          .join(", ")}; claimed rank ${claimed}, actual ${actual}`,
      });
    },
  };
}

// ---------- projection ----------

const POINT_TEMPLATES: Record<Part, Record<"growth" | "cpi" | "unemp", string[]>> = {
  development: {
    growth: ["Will {P's} economy grow {X} in {Y}?", "Is {P's} GDP growth {X} in {Y}?"],
    cpi: ["Will inflation in {P} be {X} in {Y}?"],
    unemp: ["Will {P's} unemployment rate be {X} in {Y}?"],
  },
  heldout: {
    growth: ["{P} growth of {X} in {Y}, is that the number?", "GDP in {P} to expand {X} in {Y}?"],
    cpi: ["{P's} consumer prices up {X} in {Y}?"],
    unemp: ["Jobless rate in {P} at {X} in {Y}?"],
  },
};

function projectionFamily(count: Record<Part, number>): Family {
  return {
    name: "shape.projection",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const key = ctx.rng.pick(["growth", "cpi", "unemp"] as const);
      const ind = IND[key];
      const imf = ind.slugs[1] ?? "";
      const latest = ctx.data.imfLatestActual.get(`${imf}|${place.code}`)?.year;
      if (latest === undefined) return null;
      const year = latest + ctx.rng.int(2, 4);
      const v = val(ctx.data, imf, place.code, year);
      // Only the IMF holds the year: no outturn to confirm or refute it.
      if (v === undefined || val(ctx.data, ind.slugs[0] ?? "", place.code, year) !== undefined) return null;
      if (key === "growth" && v < 0.3) return null;
      const x = Math.round(v * 10) / 10;
      if (Math.abs(x - v) > 0.06) return null;
      const q = fill(ctx.rng.pick(POINT_TEMPLATES[ctx.part][key]), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        X: `${x.toFixed(1)}%`,
        Y: String(year),
      });
      return draft("projection", "shape.projection", q, "needs_context", {
        figure: "correct",
        indicator: imf,
        country: place.code,
        year,
        why: `${imf} ${place.code} ${year} = ${v} (IMF latest actual ${latest}: a projection)`,
      });
    },
  };
}

// ---------- sibling readings ----------

interface Sibling {
  key: string;
  named: string[];
  sibling: string;
  /** Minimum distance between the named and the sibling reading, in points or as a share. */
  apart: (named: number, sib: number) => boolean;
  templates: Record<Part, string[]>;
  write: (v: number) => string | null;
}

const SIBLINGS: Sibling[] = [
  {
    key: "growth-per-capita",
    named: ["gdp_growth_pct", "imf_gdp_growth_pct", "gdp_per_capita_growth_pct"],
    sibling: "gdp_per_capita_growth_pct",
    apart: (a, b) => Math.abs(a - b) > 1.6 && Math.abs(a) < 2 * Math.abs(b) && Math.sign(a) === Math.sign(b),
    templates: {
      development: ["Did {P's} GDP grow {X} in {Y}?", "Was {P's} GDP growth {X} in {Y}?"],
      heldout: ["{P} economic growth in {Y} was {X}, yes?", "In {Y} the {D} economy expanded {X}?"],
    },
    write: (v) => (v > 0.5 ? `${v.toFixed(1)}%` : null),
  },
  {
    key: "deflator-for-cpi",
    named: ["inflation_cpi_pct", "imf_inflation_cpi_pct", "inflation_gdp_deflator_pct"],
    sibling: "inflation_gdp_deflator_pct",
    apart: (a, b) => Math.abs(a - b) > 1.5 && b > 0.5 && Math.abs(a) < 2 * Math.abs(b),
    templates: {
      development: ["Was inflation in {P} {X} in {Y}?", "Was {P's} consumer-price inflation {X} in {Y}?"],
      heldout: ["{D} CPI inflation ran at {X} in {Y}?", "In {Y}, prices in {P} rose {X}, correct?"],
    },
    write: (v) => (v > 0.5 ? `${v.toFixed(1)}%` : null),
  },
  {
    key: "ppp-for-current-dollars",
    named: ["gdp_per_capita_usd", "gdp_per_capita_ppp_usd"],
    sibling: "gdp_per_capita_ppp_usd",
    apart: (a, b) => Math.abs(b / a - 1) > 0.25,
    templates: {
      development: ["Was {P's} GDP per capita {X} in {Y}?"],
      heldout: ["Income per person in {P} was {X} in {Y}, in dollars?"],
    },
    write: (v) => `$${withCommas(Math.round(v / 100) * 100)}`,
  },
  {
    key: "central-for-general-debt",
    named: ["government_debt_pct_gdp", "central_government_debt_pct_gdp"],
    sibling: "central_government_debt_pct_gdp",
    apart: (a, b) => Math.abs(a - b) > 8,
    templates: {
      development: ["Was {P's} government debt {X} of GDP in {Y}?"],
      heldout: ["{D} public debt stood at {X} of GDP in {Y}?"],
    },
    write: (v) => `${Math.round(v)}%`,
  },
];

function siblingFamily(count: Record<Part, number>): Family {
  return {
    name: "shape.sibling",
    count,
    draw: (ctx) => {
      const sib = ctx.rng.pick(SIBLINGS);
      const place = ctx.rng.pick(COUNTRIES);
      const year = ctx.rng.pick(YEARS);
      const vals = sib.named.map((s) => val(ctx.data, s, place.code, year));
      const sv = val(ctx.data, sib.sibling, place.code, year);
      if (sv === undefined || vals.some((v) => v === undefined)) return null;
      const named = (vals as number[]).slice(0, -1);
      const text = sib.write(sv);
      if (!text || !named.every((v) => sib.apart(v, sv))) return null;
      // Far from every other sibling (the growth one is far from deflator-based nominal growth as a rule).
      const t = ctx.rng.pick(sib.templates[ctx.part]);
      const q = fill(t, {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        D: place.demonyms[0] ?? name(place, ctx.rng),
        X: text,
        Y: String(year),
      });
      return draft("sibling", `shape.sibling.${sib.key}`, q, "needs_context", {
        figure: "correct",
        indicator: sib.named[0] ?? null,
        country: place.code,
        year,
        why: `${sib.named.join("/")} ${place.code} ${year} = ${vals.join("/")}; quoted the ${sib.sibling} value ${sv}`,
      });
    },
  };
}

// ---------- units and currencies ----------

const LOCAL: { code: string; currency: string; write: (x: string, word: string) => string }[] = [
  { code: "DEU", currency: "EUR", write: (x, w) => `€${x} ${w}` },
  { code: "FRA", currency: "EUR", write: (x, w) => `${x} ${w} euros` },
  { code: "ITA", currency: "EUR", write: (x, w) => `€${x}${w === "trillion" ? "tn" : "bn"}` },
  { code: "JPN", currency: "JPY", write: (x, w) => `¥${x} ${w}` },
  { code: "GBR", currency: "GBP", write: (x, w) => `£${x} ${w}` },
  { code: "IND", currency: "INR", write: (x, w) => `${x} ${w} rupees` },
];

function unitsFamily(count: Record<Part, number>): Family {
  return {
    name: "shape.units",
    count,
    draw: (ctx) => {
      const year = ctx.rng.pick(YEARS);
      const correct = ctx.rng.chance(0.6);
      const local = ctx.rng.chance(0.35);
      const factor = correct ? 1 : ctx.rng.pick([0.55, 0.65, 1.5, 1.8]);
      if (local) {
        const l = ctx.rng.pick(LOCAL);
        const gdp = all(ctx.data, IND.gdp, l.code, year);
        const fx = val(ctx.data, "exchange_rate_lcu_per_usd", l.currency === "EUR" ? "EMU" : l.code, year);
        if (!gdp || fx === undefined) return null;
        const lcu = (gdp[0] as number) * fx * factor;
        const [div, word] = lcu >= 1e12 ? [1e12, "trillion"] : [1e9, "billion"];
        const m = Math.round((lcu / div) * 10) / 10;
        const usd = (m * div) / fx;
        if (correct && !gdp.every((g) => Math.abs(usd / g - 1) <= 0.025)) return null;
        if (!correct && !gdp.every((g) => Math.abs(usd / g - 1) >= 0.3)) return null;
        const place = COUNTRIES.find((p) => p.code === l.code);
        if (!place) return null;
        const t = ctx.part === "development" ? "Was {P's} GDP {X} in {Y}?" : "{P} GDP came to {X} in {Y}?";
        const q = fill(t, { P: name(place, ctx.rng), "P's": poss(place, ctx.rng), X: l.write(String(m), word), Y: String(year) });
        return draft("units", "shape.units.local-currency", q, correct ? "supported" : "not_supported", {
          indicator: "gdp_current_usd",
          country: l.code,
          year,
          why: `gdp ${gdp.join("/")} US$ × ${fx} ${l.currency}/US$ = ${lcu}; quoted ${m} ${word}`,
        });
      }
      const place = ctx.rng.pick(COUNTRIES);
      const gdp = all(ctx.data, IND.gdp, place.code, year);
      if (!gdp || (gdp[0] as number) < 1e11) return null;
      const usd = (gdp[0] as number) * factor;
      // Long forms: "1,200 billion", "1.2 trillion US dollars", "$1,200bn".
      const bn = Math.round(usd / 1e9 / 10) * 10;
      const styles =
        ctx.part === "development"
          ? [`${withCommas(bn)} billion dollars`, `$${withCommas(bn)}bn`, `${(bn / 1000).toFixed(2)} trillion dollars`]
          : [`US$${withCommas(bn)} billion`, `${withCommas(bn)}bn US dollars`, `USD ${(bn / 1000).toFixed(2)}tn`];
      const text = ctx.rng.pick(styles);
      const quoted = bn * 1e9;
      if (correct && !gdp.every((g) => Math.abs(quoted / g - 1) <= 0.025)) return null;
      if (!correct && !gdp.every((g) => Math.abs(quoted / g - 1) >= 0.3)) return null;
      const t = ctx.part === "development" ? "Was {P's} GDP {X} in {Y}?" : "{P's} economy was worth {X} in {Y}, right?";
      const q = fill(t, { "P's": poss(place, ctx.rng), X: text, Y: String(year) });
      return draft("units", "shape.units.scale", q, correct ? "supported" : "not_supported", {
        indicator: "gdp_current_usd",
        country: place.code,
        year,
        why: `gdp ${place.code} ${year} = ${gdp.join("/")}; quoted ${text}`,
      });
    },
  };
}

// ---------- wording ----------

const NATIVE: Record<string, string[]> = {
  DEU: ["Deutschland"],
  ESP: ["España", "Espana"],
  BRA: ["Brasil"],
  JPN: ["Nippon", "Nihon"],
  IND: ["Bharat"],
  CHN: ["Zhongguo"],
  ITA: ["Italia"],
  POL: ["Polska"],
};

/** One typo: a swapped, dropped or doubled letter inside the word. */
function typo(word: string, rng: Ctx["rng"]): string {
  const i = rng.int(1, word.length - 3);
  const kind = rng.int(0, 2);
  if (kind === 0) return word.slice(0, i) + (word[i + 1] ?? "") + (word[i] ?? "") + word.slice(i + 2);
  if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + (word[i] ?? "") + word.slice(i);
}

const CHATTER: Record<Part, { before: string[]; after: string[] }> = {
  development: { before: ["hi, quick one: ", "hey ", "so "], after: [" thanks", " pls", ""] },
  heldout: { before: ["ok so my uncle says ", "quick q - ", "just wondering, "], after: [" cheers", " lol", " ta"] },
};

function wordingFamily(count: Record<Part, number>): Family {
  return {
    name: "shape.wording",
    count,
    draw: (ctx) => {
      const code = ctx.rng.pick(["DEU", "ESP", "BRA", "JPN", "IND", "CHN", "ITA", "POL", "FRA", "MEX", "CAN", "NGA", "KEN", "ARG"]);
      const place = COUNTRIES.find((p) => p.code === code);
      if (!place) return null;
      const ind = ctx.rng.pick([IND.cpi, IND.unemp, IND.growth]);
      const year = ctx.rng.pick(YEARS);
      const v = all(ctx.data, ind, code, year);
      if (!v) return null;
      const correct = ctx.rng.chance(0.6);
      const x = correct
        ? Math.round((v[0] as number) * 10) / 10
        : Math.round(((v[0] as number) + (ctx.rng.chance(0.5) ? 1 : -1) * Math.max(3, Math.abs(v[0] as number) * 0.6)) * 10) / 10;
      if (correct && !v.every((o) => Math.abs(o - x) <= ind.band)) return null;
      if (!correct && !v.every((o) => Math.abs(o - x) >= Math.max(2.5, 0.4 * Math.abs(o)))) return null;
      if (ind.key !== "growth" && x <= 0) return null;
      if (ind.key === "growth" && x < 0) return null;
      const native = NATIVE[code] && ctx.rng.chance(0.5) ? ctx.rng.pick(NATIVE[code] ?? []) : null;
      const country = native ?? typo((place.names.find((nm) => !nm.startsWith("the ")) ?? "").replace(/^the /, ""), ctx.rng);
      const noun = ctx.rng.chance(0.5)
        ? typo(ind.key === "cpi" ? "inflation" : ind.key === "unemp" ? "unemployment" : "growth", ctx.rng)
        : ind.key === "cpi"
          ? "inflation"
          : ind.key === "unemp"
            ? "unemployment"
            : "growth";
      const chat = CHATTER[ctx.part];
      const core =
        ctx.part === "development"
          ? `was ${country}'s ${noun} ${x.toFixed(1)}% in ${year}`
          : `${country} ${noun} ${x.toFixed(1)} percent in ${year} true`;
      const q = `${ctx.rng.pick(chat.before)}${core}${ctx.rng.pick(chat.after)}`.toLowerCase();
      return draft("wording", "shape.wording", q, correct ? "supported" : "not_supported", {
        indicator: ind.slugs[0] ?? null,
        country: code,
        year,
        why: `${ind.slugs.join("/")} ${code} ${year} = ${v.join("/")}; written "${country}", "${noun}"`,
      });
    },
  };
}

// ---------- figures the data does not hold ----------

const UNMAPPED: Record<Part, string[]> = {
  development: [
    "How many barrels of oil a day does {P} produce?",
    "Did {P} export 77 million tonnes of LNG in {Y}?",
    "What is the average wage in {P}?",
    "How many tourists visited {P} in {Y}?",
    "Is {P's} stock market up this year?",
    "How much wheat did {P} harvest in {Y}?",
  ],
  heldout: [
    "{P} pumps 10 million barrels of crude per day, correct?",
    "Did {P} ship 30 million tonnes of coal abroad in {Y}?",
    "How many cars did {P} build in {Y}?",
    "What share of {P's} electricity comes from wind?",
    "Did {P's} house prices rise 8% in {Y}?",
    "How many people in {P} own a smartphone?",
  ],
};

function unmappedFamily(count: Record<Part, number>): Family {
  return {
    name: "shape.unmapped",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const year = ctx.rng.pick(YEARS);
      const q = fill(ctx.rng.pick(UNMAPPED[ctx.part]), { P: name(place, ctx.rng), "P's": poss(place, ctx.rng), Y: String(year) });
      return draft("unmapped", "shape.unmapped", q, "unclear", {
        figure: null,
        outOfCoverage: true,
        country: place.code,
        why: "a figure the snapshot does not hold",
      });
    },
  };
}

export function shapeFamilies(): Family[] {
  return [
    comparisonFamily(n(36, 14)),
    changeFamily("fromTo", n(12, 5)),
    changeFamily("direction", n(12, 5)),
    changeFamily("multiplier", n(10, 4)),
    changeFamily("cumulative", n(10, 4)),
    boundFamily(n(20, 14)),
    rangeFamily(n(16, 12)),
    rankingFamily(n(20, 14)),
    projectionFamily(n(14, 12)),
    siblingFamily(n(20, 14)),
    unitsFamily(n(20, 14)),
    wordingFamily(n(20, 14)),
    unmappedFamily(n(16, 12)),
    // Added after the first held-out run (issue 27's weak shapes); appended so the earlier families' cases stay as they were.
    cumulativeBoundFamily(n(16, 6)),
    sinceFamily(n(12, 5)),
    periodComparisonFamily(n(16, 6)),
    comparisonFamily(n(12, 5), true),
  ];
}

export type { Ctx };
