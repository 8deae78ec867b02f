/**
 * Development-only families (issue 27, third round): wordings and sub-shapes of the change and comparison claims
 * that shapes.ts does not write — "since" with a direction, two years compared ("higher in 2013 than in 2019"),
 * periods written as spans ("2013-19", "the five years to 2019", "from 2013 through 2019"), bounded and written-out
 * multipliers ("more than doubled", "twofold", "twice its 2010 level"), changes in points, cumulative growth with
 * other verbs or "since", words of pace ("accelerate", "slow"), more comparison verbs, and one economy a multiple of
 * another ("more than twice the size of"). Written from general usage, labelled from the snapshot by the rule beside
 * each family (every source agrees, clear of the band; anything in between is redrawn). They have no held-out cases:
 * the held-out part is unchanged.
 */
import type { OfficialData } from "@/lib/factcheck/official-data";
import type { Verdict } from "@/lib/factcheck/types";
import type { Ctx, Family } from "./families";
import { COUNTRIES, type Place } from "./places";
import {
  all,
  clearOrder,
  compounded,
  cumulativeBound,
  cumulativeClaim,
  draft,
  fill,
  IND,
  loosen,
  multipleLabel,
  n,
  name,
  poss,
  twoBands,
  twoCumulativeBands,
  YEARS,
  type Ind,
} from "./shapes";

const imfPublished = (data: OfficialData, slug: string) => data.indicators.get(slug)?.publisher === "IMF";

/** The latest year every source of the indicator has an outturn for (WDI's last year, the IMF's latest actual). */
function latestOutturn(data: OfficialData, ind: Ind, code: string): number | null {
  const ends = ind.slugs.map((slug) => {
    const years = [...(data.series.get(slug)?.get(code)?.keys() ?? [])];
    if (years.length === 0) return null;
    const last = Math.max(...years);
    if (!imfPublished(data, slug)) return last;
    const actual = data.imfLatestActual.get(`${slug}|${code}`)?.year;
    return actual === undefined ? null : Math.min(actual, last);
  });
  return ends.some((e) => e === null) ? null : Math.min(...(ends as number[]));
}

/** Every source's value, only when none of them is an IMF projection (a projection needs context, not a verdict). */
function outturns(data: OfficialData, ind: Ind, code: string, year: number): number[] | null {
  const end = latestOutturn(data, ind, code);
  return end !== null && year <= end ? all(data, ind, code, year) : null;
}

/** Which way the indicator moved from y1 to y2 in every source, by more than twice the band; null when not clear. */
function movement(data: OfficialData, ind: Ind, code: string, y1: number, y2: number): { up: boolean; a: number[]; b: number[] } | null {
  const a = outturns(data, ind, code, y1);
  const b = outturns(data, ind, code, y2);
  const order = a && b ? clearOrder(b, a, twoBands(ind, a, b)) : null;
  return a && b && order !== null ? { up: order > 0, a, b } : null;
}

/** Real growth compounded from y1 to y2 in every source, only over outturns. */
function growthPath(data: OfficialData, code: string, y1: number, y2: number): number[] | null {
  const end = latestOutturn(data, IND.growth, code);
  return end !== null && y2 <= end ? compounded(data, code, y1, y2) : null;
}

const nounOf = (ind: Ind) => (ind.key === "debt" ? "government debt" : ind.noun);

/**
 * A reader's loose typing now and then (lower case, no question mark, maybe a typo in a country's name), and half
 * of those with possessives typed without their apostrophe ("chinas gdp").
 */
function maybeLoose(question: string, places: Place[], ctx: Ctx): string {
  if (!ctx.rng.chance(0.25)) return question;
  const loose = loosen(question, places, ctx.rng);
  return ctx.rng.chance(0.5) ? loose.replace(/['’]s\b/g, "s") : loose;
}

function labelled(holds: boolean): Verdict {
  return holds ? "supported" : "not_supported";
}

// ---------- "since" with a direction ----------

const SINCE_DIRECTION = {
  up: [
    "Has {P's} {N} risen since {Y1}?",
    "Has {N} in {P} gone up since {Y1}?",
    "{P's} {N} has climbed since {Y1}, right?",
    "Has {P's} {N} increased since {Y1}?",
    "Is {P's} {N} higher now than in {Y1}?",
  ],
  down: [
    "Has {P's} {N} fallen since {Y1}?",
    "Has {N} in {P} come down since {Y1}?",
    "{P's} {N} has dropped since {Y1}, true?",
    "Has {P's} {N} declined since {Y1}?",
    "Is {N} in {P} lower than it was in {Y1}?",
  ],
};

/** "Has unemployment in Spain fallen since 2015?": from that year to the latest year every source has an outturn for. */
function sinceDirectionFamily(count: Record<"development" | "heldout", number>): Family {
  return {
    name: "shape.change.since-direction",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const ind = ctx.rng.pick([IND.unemp, IND.cpi, IND.debt]);
      const end = latestOutturn(ctx.data, ind, place.code);
      if (end === null) return null;
      const y1 = ctx.rng.int(2000, end - 3);
      const moved = movement(ctx.data, ind, place.code, y1, end);
      if (!moved) return null;
      const up = ctx.rng.chance(0.5);
      const q = fill(ctx.rng.pick(SINCE_DIRECTION[up ? "up" : "down"]), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        N: nounOf(ind),
        Y1: String(y1),
      });
      return draft("change", "shape.change.since-direction", maybeLoose(q, [place], ctx), labelled(moved.up === up), {
        indicator: ind.slugs[0] ?? null,
        country: place.code,
        year: end,
        why: `${ind.slugs.join("/")} ${place.code} ${y1} ${moved.a.join("/")} → ${end} (latest outturn in every source) ${moved.b.join("/")}`,
      });
    },
  };
}

// ---------- two years compared ----------

const YEAR_ORDER: Record<"rate" | "gdp", { higher: string[]; lower: string[] }> = {
  rate: {
    higher: [
      "Was {P's} {N} higher in {YA} than in {YB}?",
      "Was {N} in {P} higher in {YA} than it was in {YB}?",
      "Was {P's} {N} higher in {YA} than {YB}?",
    ],
    lower: ["Was {P's} {N} lower in {YA} than in {YB}?", "Was {N} in {P} lower in {YA} than it was in {YB}?"],
  },
  gdp: {
    higher: ["Was {P's} GDP bigger in {YA} than in {YB}?", "Was {P's} economy larger in {YA} than in {YB}?"],
    lower: ["Was {P's} GDP smaller in {YA} than in {YB}?", "Was {P's} economy smaller in {YA} than it was in {YB}?"],
  },
};

/** "Was Spain's unemployment rate higher in 2013 than in 2019?": the first year named against the second, in either order. */
function yearOrderFamily(count: Record<"development" | "heldout", number>): Family {
  return {
    name: "shape.change.year-order",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const ind = ctx.rng.pick([IND.unemp, IND.cpi, IND.debt, IND.gdp]);
      const [ya, yb] = [ctx.rng.pick(YEARS), ctx.rng.pick(YEARS)];
      if (Math.abs(ya - yb) < 2) return null;
      const moved = movement(ctx.data, ind, place.code, yb, ya);
      if (!moved) return null;
      const higher = ctx.rng.chance(0.5);
      const q = fill(ctx.rng.pick(YEAR_ORDER[ind.key === "gdp" ? "gdp" : "rate"][higher ? "higher" : "lower"]), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        N: nounOf(ind),
        YA: String(ya),
        YB: String(yb),
      });
      return draft("change", "shape.change.year-order", maybeLoose(q, [place], ctx), labelled(moved.up === higher), {
        indicator: ind.slugs[0] ?? null,
        country: place.code,
        year: Math.max(ya, yb),
        why: `${ind.slugs.join("/")} ${place.code} ${ya} ${moved.b.join("/")} vs ${yb} ${moved.a.join("/")}; claimed ${higher ? "higher" : "lower"} in ${ya}`,
      });
    },
  };
}

// ---------- periods written as spans ----------

const NUMBER_WORDS = ["", "", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** A period from y1 to y2 as readers write it; "the five years to 2019" runs from 2014. */
function spanText(ctx: Ctx, y1: number, y2: number): string {
  const k = y2 - y1;
  const forms = [
    `in ${y1}-${String(y2).slice(2)}`,
    `over ${y1}–${y2}`,
    `from ${y1} through ${y2}`,
    `during ${y1}-${y2}`,
    k === 10 ? `in the decade to ${y2}` : `in the ${NUMBER_WORDS[k] ?? k} years to ${y2}`,
    `over the ${NUMBER_WORDS[k] ?? k} years to ${y2}`,
    `in ${NUMBER_WORDS[k] ?? k} years from ${y1}`,
  ];
  return ctx.rng.pick(forms);
}

const SPAN = {
  up: ["Did {P's} {N} rise {T}?", "Did {N} in {P} go up {T}?"],
  down: ["Did {P's} {N} fall {T}?", "Did {N} in {P} decline {T}?"],
  cumulative: ["Did {P's} economy grow {X} {T}?", "Did {P's} real GDP expand {X} in total {T}?"],
  doubled: ["Did {P's} GDP double {T}?", "Did {P's} economy double in size {T}?"],
  faster: ["Did {A} grow faster than {B} {T}?", "Did {A's} economy outgrow {B's} {T}?"],
  slower: ["Did {A} grow more slowly than {B} {T}?"],
};

/** Direction, cumulative growth, doubling and growth comparisons over a period written as a span. */
function spanFamily(count: Record<"development" | "heldout", number>): Family {
  return {
    name: "shape.change.span",
    count,
    draw: (ctx) => {
      const kind = ctx.rng.pick(["direction", "cumulative", "doubled", "comparison"] as const);
      const place = ctx.rng.pick(COUNTRIES);
      const y1 = ctx.rng.int(2005, 2016);
      const y2 = y1 + (kind === "doubled" ? ctx.rng.int(6, 10) : ctx.rng.int(2, 7));
      if (y2 > 2023) return null;
      const T = spanText(ctx, y1, y2);
      const slots = { P: name(place, ctx.rng), "P's": poss(place, ctx.rng), T, Y1: String(y1), Y2: String(y2) };
      if (kind === "direction") {
        const ind = ctx.rng.pick([IND.unemp, IND.cpi, IND.debt]);
        const moved = movement(ctx.data, ind, place.code, y1, y2);
        if (!moved) return null;
        const up = ctx.rng.chance(0.5);
        const q = fill(ctx.rng.pick(SPAN[up ? "up" : "down"]), { ...slots, N: nounOf(ind) });
        return draft("change", "shape.change.span", q, labelled(moved.up === up), {
          indicator: ind.slugs[0] ?? null,
          country: place.code,
          year: y2,
          why: `${ind.slugs.join("/")} ${place.code} ${y1} ${moved.a.join("/")} → ${y2} ${moved.b.join("/")}`,
        });
      }
      if (kind === "cumulative") {
        const c = growthPath(ctx.data, place.code, y1, y2);
        const claim = c && cumulativeClaim(ctx.rng, c);
        if (!c || !claim || claim.x < 1) return null;
        const { x, correct } = claim;
        const q = fill(ctx.rng.pick(SPAN.cumulative), { ...slots, X: `${x}%` });
        return draft("change", "shape.change.span", q, labelled(correct), {
          indicator: "gdp_growth_pct",
          country: place.code,
          year: y2,
          why: `compounded ${IND.growth.slugs.join("/")} ${place.code} ${y1 + 1}–${y2} = ${c.map((v) => v.toFixed(2)).join("/")}%; quoted ${x}%`,
        });
      }
      if (kind === "doubled") {
        const a = outturns(ctx.data, IND.gdp, place.code, y1);
        const b = outturns(ctx.data, IND.gdp, place.code, y2);
        if (!a || !b) return null;
        const holds = multipleLabel(a.map((v, i) => (b[i] as number) / v / 2));
        if (holds === null) return null;
        const q = fill(ctx.rng.pick(SPAN.doubled), slots);
        return draft("change", "shape.change.span", q, labelled(holds), {
          indicator: "gdp_current_usd",
          country: place.code,
          year: y2,
          why: `${IND.gdp.slugs.join("/")} ${place.code} ${y1} ${a.join("/")} → ${y2} ${b.join("/")}`,
        });
      }
      const other = ctx.rng.pick(COUNTRIES);
      if (other.code === place.code) return null;
      const ca = growthPath(ctx.data, place.code, y1, y2);
      const cb = growthPath(ctx.data, other.code, y1, y2);
      if (!ca || !cb) return null;
      const order = clearOrder(ca, cb, twoCumulativeBands(ca, cb));
      if (order === null) return null;
      const faster = ctx.rng.chance(0.5);
      const q = fill(ctx.rng.pick(SPAN[faster ? "faster" : "slower"]), {
        A: name(place, ctx.rng),
        B: name(other, ctx.rng),
        "A's": poss(place, ctx.rng),
        "B's": poss(other, ctx.rng),
        T,
      });
      return draft("comparison", "shape.comparison.span", q, labelled(order > 0 === faster), {
        indicator: "gdp_growth_pct",
        country: place.code,
        year: y2,
        why: `compounded ${IND.growth.slugs.join("/")} ${y1 + 1}–${y2}: ${place.code} ${ca.map((v) => v.toFixed(2)).join("/")}% vs ${other.code} ${cb.map((v) => v.toFixed(2)).join("/")}%`,
      });
    },
  };
}

// ---------- multipliers: bounded and written out ----------

/** `since`: from Y1 to the latest year every source has an outturn for. */
type MultiplierForm = { template: string; factor: number; bound: "more" | null; halving: boolean; since?: boolean };

const MULTIPLIERS: MultiplierForm[] = [
  { template: "Did {P's} GDP more than double between {Y1} and {Y2}?", factor: 2, bound: "more", halving: false },
  { template: "Did {P's} GDP at least double from {Y1} to {Y2}?", factor: 2, bound: "more", halving: false },
  { template: "Did {P's} economy more than triple in size between {Y1} and {Y2}?", factor: 3, bound: "more", halving: false },
  { template: "Did {P's} unemployment rate fall by more than half between {Y1} and {Y2}?", factor: 0.5, bound: "more", halving: true },
  { template: "Did {P's} GDP grow twofold between {Y1} and {Y2}?", factor: 2, bound: null, halving: false },
  { template: "Did {P's} GDP rise threefold from {Y1} to {Y2}?", factor: 3, bound: null, halving: false },
  { template: "Was {P's} GDP in {Y2} twice its {Y1} level?", factor: 2, bound: null, halving: false },
  { template: "Was {P's} {Y2} GDP double its {Y1} level?", factor: 2, bound: null, halving: false },
  { template: "Was {P's} unemployment rate in {Y2} half its {Y1} level?", factor: 0.5, bound: null, halving: true },
  { template: "Did {P's} jobless rate drop by half from {Y1} to {Y2}?", factor: 0.5, bound: null, halving: true },
  { template: "Did {P} cut its unemployment rate in half between {Y1} and {Y2}?", factor: 0.5, bound: null, halving: true },
  { template: "Has {P's} economy grown twofold since {Y1}?", factor: 2, bound: null, halving: false, since: true },
  { template: "Has {P's} GDP more than doubled since {Y1}?", factor: 2, bound: "more", halving: false, since: true },
];

/**
 * A factor k: plainly, it holds when every source is just under k to a little over it and fails far from it (as in
 * shapes.ts); "more than k" holds when every source is clearly past k (by a tenth) and fails when every one is clearly
 * short of it. For halving the ratio is turned round, so "more than half" means a fall to less than half.
 */
function multiplierFamily(count: Record<"development" | "heldout", number>): Family {
  return {
    name: "shape.change.multiplier-wider",
    count,
    draw: (ctx) => {
      const form = ctx.rng.pick(MULTIPLIERS);
      const ind = form.halving ? IND.unemp : IND.gdp;
      const place = ctx.rng.pick(COUNTRIES);
      const end = form.since ? latestOutturn(ctx.data, ind, place.code) : null;
      if (form.since && end === null) return null;
      const y1 = ctx.rng.int(2000, 2015);
      const y2 = end ?? y1 + ctx.rng.int(4, 10);
      if (y2 > 2024 || y2 - y1 < 4) return null;
      const a = outturns(ctx.data, ind, place.code, y1);
      const b = outturns(ctx.data, ind, place.code, y2);
      if (!a || !b || a.some((v) => v <= 0) || b.some((v) => v <= 0)) return null;
      const rel = a.map((v, i) => {
        const ratio = (b[i] as number) / v;
        return form.halving ? form.factor / ratio : ratio / form.factor;
      });
      const holds = form.bound ? pastOrShort(rel) : multipleLabel(rel);
      if (holds === null) return null;
      const q = fill(form.template, { P: name(place, ctx.rng), "P's": poss(place, ctx.rng), Y1: String(y1), Y2: String(y2) });
      return draft("change", "shape.change.multiplier-wider", maybeLoose(q, [place], ctx), labelled(holds), {
        indicator: ind.slugs[0] ?? null,
        country: place.code,
        year: y2,
        why: `${ind.slugs.join("/")} ${place.code} ${y1} ${a.join("/")} → ${y2} ${b.join("/")}; ${form.bound ? "more than " : ""}×${form.factor}`,
      });
    },
  };
}

// ---------- changes in points ----------

const POINTS = {
  up: ["Did {P's} {N} rise by {X} points between {Y1} and {Y2}?", "Did {N} in {P} go up {X} percentage points from {Y1} to {Y2}?"],
  down: ["Did {P's} {N} fall by {X} points between {Y1} and {Y2}?", "Did {N} in {P} drop {X} percentage points from {Y1} to {Y2}?"],
  upMore: ["Did {P's} {N} rise by more than {X} points between {Y1} and {Y2}?"],
  downMore: ["Did {P's} {N} fall by more than {X} points between {Y1} and {Y2}?"],
};

/**
 * "Did Spain's unemployment rate fall by 12 points between 2013 and 2019?": the difference of the two years in every
 * source. A point claim holds within 0.8 of the band of it (right direction); it fails in the wrong direction or far
 * from it. "More than X points" holds clear of X by twice the band, fails short of it by as much.
 */
function pointsFamily(count: Record<"development" | "heldout", number>): Family {
  return {
    name: "shape.change.points",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const ind = ctx.rng.pick([IND.unemp, IND.cpi, IND.debt]);
      const y1 = ctx.rng.int(2005, 2018);
      const y2 = y1 + ctx.rng.int(2, 6);
      const moved = movement(ctx.data, ind, place.code, y1, y2);
      if (!moved) return null;
      const d = moved.a.map((v, i) => (moved.b[i] as number) - v);
      const size = Math.abs(d[0] as number);
      if (size < 4 * ind.band) return null;
      const kind = ctx.rng.pick(["right", "wrong-direction", "wrong-size", "bound"] as const);
      const digits = ind.key === "debt" ? 0 : 1;
      const round = (x: number) => Number(x.toFixed(digits));
      let up = moved.up;
      let x = round(size);
      let holds: boolean;
      let templates = POINTS[up ? "up" : "down"];
      if (kind === "right") {
        if (!d.every((v) => Math.abs(Math.abs(v) - x) <= 0.8 * ind.band)) return null;
        holds = true;
      } else if (kind === "wrong-direction") {
        up = !up;
        templates = POINTS[up ? "up" : "down"];
        holds = false;
      } else if (kind === "wrong-size") {
        x = round(size * ctx.rng.pick([0.35, 2.2, 2.8]));
        if (!d.every((v) => Math.abs(Math.abs(v) - x) > 3 * (ind.band + 0.5) + 0.5)) return null;
        holds = false;
      } else {
        x = Math.round(size * ctx.rng.pick([0.5, 0.7, 1.4, 1.8]));
        const over = d.every((v) => Math.abs(v) > x + 2 * ind.band);
        const under = d.every((v) => Math.abs(v) < x - 2 * ind.band);
        if ((!over && !under) || x <= 0) return null;
        templates = POINTS[up ? "upMore" : "downMore"];
        holds = over;
      }
      if (x <= 0) return null;
      const q = fill(ctx.rng.pick(templates), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        N: nounOf(ind),
        X: String(x),
        Y1: String(y1),
        Y2: String(y2),
      });
      return draft("change", "shape.change.points", maybeLoose(q, [place], ctx), labelled(holds), {
        indicator: ind.slugs[0] ?? null,
        country: place.code,
        year: y2,
        why: `${ind.slugs.join("/")} ${place.code} ${y1} ${moved.a.join("/")} → ${y2} ${moved.b.join("/")}; claimed ${up ? "up" : "down"} ${kind === "bound" ? "more than " : ""}${x} points`,
      });
    },
  };
}

// ---------- cumulative growth: other verbs, "since", bounds ----------

const CUMULATIVE_VERBS = {
  point: [
    "Did {P's} real GDP rise {X} between {Y1} and {Y2}?",
    "Did {P's} GDP increase {X} in real terms from {Y1} to {Y2}?",
    "Did {P's} output expand {X} over {Y1}-{Y2}?",
    "Was {P's} cumulative growth from {Y1} to {Y2} {X}?",
    "Did {P's} economy grow a combined {X} between {Y1} and {Y2}?",
  ],
  sincePoint: ["Has {P's} economy grown {X} since {Y1}?", "Has {P's} real GDP risen {X} since {Y1}?"],
  above: [
    "Was {P's} cumulative growth between {Y1} and {Y2} above {X}?",
    "Did {P's} real GDP rise by more than {X} from {Y1} to {Y2}?",
    "Did {P's} output increase by over {X} between {Y1} and {Y2}?",
    "Did {P's} GDP grow by upwards of {X} in real terms between {Y1} and {Y2}?",
  ],
  below: ["Was {P's} cumulative growth between {Y1} and {Y2} below {X}?", "Did {P's} real GDP rise by less than {X} from {Y1} to {Y2}?"],
  sinceAbove: ["Has {P's} economy grown by more than {X} since {Y1}?"],
};

/** Real growth compounded over the years after y1 up to y2 (or, after "since", the latest outturn in every source). */
function cumulativeVerbsFamily(count: Record<"development" | "heldout", number>): Family {
  return {
    name: "shape.change.cumulative-verbs",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const since = ctx.rng.chance(0.35);
      const end = since ? latestOutturn(ctx.data, IND.growth, place.code) : null;
      if (since && end === null) return null;
      const y1 = since ? ctx.rng.int(2008, (end as number) - 3) : ctx.rng.int(2005, 2017);
      const y2 = since ? (end as number) : y1 + ctx.rng.int(2, 6);
      const c = growthPath(ctx.data, place.code, y1, y2);
      if (!c) return null;
      const bound = ctx.rng.chance(0.45);
      let x: number;
      let holds: boolean;
      let templates: string[];
      if (bound) {
        const above = since || ctx.rng.chance(0.5);
        const claim = cumulativeBound(ctx.rng, c);
        if (!claim) return null;
        x = claim.x;
        holds = above === claim.over;
        templates = since ? CUMULATIVE_VERBS.sinceAbove : CUMULATIVE_VERBS[above ? "above" : "below"];
      } else {
        const claim = cumulativeClaim(ctx.rng, c);
        if (!claim || claim.x < 1) return null;
        x = claim.x;
        holds = claim.correct;
        templates = since ? CUMULATIVE_VERBS.sincePoint : CUMULATIVE_VERBS.point;
      }
      const q = fill(ctx.rng.pick(templates), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        X: `${x}%`,
        Y1: String(y1),
        Y2: String(y2),
      });
      return draft("change", "shape.change.cumulative-verbs", maybeLoose(q, [place], ctx), labelled(holds), {
        indicator: "gdp_growth_pct",
        country: place.code,
        year: y2,
        why: `compounded ${IND.growth.slugs.join("/")} ${place.code} ${y1 + 1}–${y2}${since ? " (latest outturn in every source)" : ""} = ${c.map((v) => v.toFixed(2)).join("/")}%; claimed ${bound ? "a bound at " : ""}${x}%`,
      });
    },
  };
}

// ---------- words of pace ----------

const PACE: Record<"cpi" | "growth", { up: string[]; down: string[] }> = {
  cpi: {
    up: [
      "Did inflation in {P} accelerate between {Y1} and {Y2}?",
      "Did {P's} inflation pick up from {Y1} to {Y2}?",
      "Did {P's} inflation speed up between {Y1} and {Y2}?",
    ],
    down: [
      "Did {P's} inflation slow between {Y1} and {Y2}?",
      "Did inflation in {P} cool from {Y1} to {Y2}?",
      "Did {P's} inflation decelerate between {Y1} and {Y2}?",
    ],
  },
  growth: {
    up: ["Did {P's} economic growth pick up between {Y1} and {Y2}?", "Did growth in {P} accelerate from {Y1} to {Y2}?"],
    down: [
      "Did {P's} growth slow between {Y1} and {Y2}?",
      "Did {P's} GDP growth decelerate from {Y1} to {Y2}?",
      "Did growth in {P} slow down between {Y1} and {Y2}?",
    ],
  },
};

/** "Did inflation in Brazil accelerate between 2017 and 2021?": the rate in the second year against the first. */
function paceFamily(count: Record<"development" | "heldout", number>): Family {
  return {
    name: "shape.change.pace",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const key = ctx.rng.pick(["cpi", "growth"] as const);
      const ind = IND[key];
      const y1 = ctx.rng.int(2005, 2019);
      const y2 = y1 + ctx.rng.int(1, 5);
      if (y2 > 2023) return null;
      const moved = movement(ctx.data, ind, place.code, y1, y2);
      if (!moved) return null;
      const up = ctx.rng.chance(0.5);
      const q = fill(ctx.rng.pick(PACE[key][up ? "up" : "down"]), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        Y1: String(y1),
        Y2: String(y2),
      });
      return draft("change", "shape.change.pace", maybeLoose(q, [place], ctx), labelled(moved.up === up), {
        indicator: ind.slugs[0] ?? null,
        country: place.code,
        year: y2,
        why: `${ind.slugs.join("/")} ${place.code} ${y1} ${moved.a.join("/")} → ${y2} ${moved.b.join("/")}`,
      });
    },
  };
}

// ---------- the sign of one year's growth ----------

const SIGN: Record<"growth" | "pop", { grew: string[]; shrank: string[] }> = {
  growth: {
    grew: ["Did {P's} economy grow in {Y}?", "Did the {D} economy expand in {Y}?", "Was {P's} growth positive in {Y}?"],
    shrank: ["Did {P's} economy shrink in {Y}?", "Did the {D} economy contract in {Y}?", "Was {P's} GDP growth negative in {Y}?"],
  },
  pop: { grew: ["Did {P's} population grow in {Y}?"], shrank: ["Did {P's} population shrink in {Y}?"] },
};

/** "Did Germany's economy shrink in 2023?": real growth (or population growth) that year, clear of zero by twice the band. */
function signFamily(count: Record<"development" | "heldout", number>): Family {
  const popGrowth: Ind = { key: "popgrowth", slugs: ["population_growth_pct"], band: 0.3, relative: false, noun: "population growth" };
  return {
    name: "shape.change.sign",
    count,
    draw: (ctx) => {
      const place = ctx.rng.pick(COUNTRIES);
      const key = ctx.rng.chance(0.75) ? "growth" : "pop";
      const ind = key === "growth" ? IND.growth : popGrowth;
      const year = ctx.rng.pick(YEARS);
      const v = outturns(ctx.data, ind, place.code, year);
      if (!v) return null;
      const up = v.every((x) => x > 2 * ind.band);
      const down = v.every((x) => x < -2 * ind.band);
      if (!up && !down) return null;
      // Contractions are rare: ask about them as often as about growth.
      if (up && ctx.rng.chance(0.6)) return null;
      const grew = ctx.rng.chance(0.5);
      const q = fill(ctx.rng.pick(SIGN[key][grew ? "grew" : "shrank"]), {
        P: name(place, ctx.rng),
        "P's": poss(place, ctx.rng),
        D: place.demonyms[0] ?? name(place, ctx.rng),
        Y: String(year),
      });
      return draft("change", "shape.change.sign", maybeLoose(q, [place], ctx), labelled(grew === up), {
        indicator: ind.slugs[0] ?? null,
        country: place.code,
        year,
        why: `${ind.slugs.join("/")} ${place.code} ${year} = ${v.join("/")}`,
      });
    },
  };
}

// ---------- comparisons: more verbs ----------

const COMPARISON_VERBS: Record<"growth" | "cpi" | "unemp" | "gdp" | "pop" | "gdppc", { higher: string[]; lower: string[] }> = {
  growth: {
    higher: [
      "Did {A} outstrip {B} in growth in {Y}?",
      "Did {A} outperform {B} on growth in {Y}?",
      "Did {A} grow at a faster rate than {B} in {Y}?",
      "In {Y}, did {A's} economy grow faster than {B's}?",
    ],
    lower: [
      "Did {A} trail {B} in growth in {Y}?",
      "Was {A's} growth rate under {B's} in {Y}?",
      "Did {A} grow at a slower pace than {B} in {Y}?",
    ],
  },
  cpi: {
    higher: ["Did {A's} inflation run above {B's} in {Y}?", "Was inflation in {A} higher than it was in {B} in {Y}?"],
    lower: ["Was {A's} inflation under {B's} in {Y}?", "Did {A} have lower inflation than {B} in {Y}?"],
  },
  unemp: {
    higher: ["Did {A} have a higher jobless rate than {B} in {Y}?", "Was the unemployment rate in {A} above the rate in {B} in {Y}?"],
    lower: ["Was the jobless rate in {A} under {B's} in {Y}?", "Did {A} have less unemployment than {B} in {Y}?"],
  },
  gdp: {
    higher: [
      "Was {A} a bigger economy than {B} in {Y}?",
      "Did {A's} GDP top {B's} in {Y}?",
      "Was the economy of {A} larger than that of {B} in {Y}?",
    ],
    lower: ["Was {A} a smaller economy than {B} in {Y}?", "Was {A's} GDP below that of {B} in {Y}?"],
  },
  pop: {
    higher: [
      "Did {A} have more people than {B} in {Y}?",
      "Was {A} more populous than {B} in {Y}?",
      "Was {A's} population larger than {B's} in {Y}?",
    ],
    lower: ["Did {A} have fewer people than {B} in {Y}?", "Was {A's} population smaller than {B's} in {Y}?"],
  },
  gdppc: {
    higher: ["Was {A} richer than {B} per person in {Y}?", "Was GDP per capita higher in {A} than in {B} in {Y}?"],
    lower: ["Was {A} poorer than {B} in {Y}?", "Was income per head lower in {A} than in {B} in {Y}?"],
  },
};

/** Two different economies and a year, with every source's outturn for both; null to redraw. */
function twoEconomies(ctx: Ctx, ind: Ind): { a: Place; b: Place; year: number; va: number[]; vb: number[] } | null {
  const [a, b] = [ctx.rng.pick(COUNTRIES), ctx.rng.pick(COUNTRIES)];
  if (a.code === b.code) return null;
  const year = ctx.rng.pick(YEARS);
  const va = outturns(ctx.data, ind, a.code, year);
  const vb = outturns(ctx.data, ind, b.code, year);
  return va && vb ? { a, b, year, va, vb } : null;
}

/** Every source past the mark by a tenth (true), every one short of it by a tenth (false), or neither (null). */
function pastOrShort(rel: number[]): boolean | null {
  if (rel.every((r) => r > 1.1)) return true;
  if (rel.every((r) => r < 0.9)) return false;
  return null;
}

/** Two economies in one year, every source in the same order by more than twice the band (as in shapes.ts). */
function comparisonVerbsFamily(count: Record<"development" | "heldout", number>): Family {
  return {
    name: "shape.comparison.verbs",
    count,
    draw: (ctx) => {
      const key = ctx.rng.pick(["growth", "cpi", "unemp", "gdp", "pop", "gdppc"] as const);
      const ind = IND[key];
      const pair = twoEconomies(ctx, ind);
      const order = pair ? clearOrder(pair.va, pair.vb, twoBands(ind, pair.va, pair.vb)) : null;
      if (!pair || order === null) return null;
      const { a, b, year, va, vb } = pair;
      const higher = ctx.rng.chance(0.5);
      const q = fill(ctx.rng.pick(COMPARISON_VERBS[key][higher ? "higher" : "lower"]), {
        A: name(a, ctx.rng),
        B: name(b, ctx.rng),
        "A's": poss(a, ctx.rng),
        "B's": poss(b, ctx.rng),
        Y: String(year),
      });
      return draft("comparison", "shape.comparison.verbs", maybeLoose(q, [a, b], ctx), labelled(order > 0 === higher), {
        indicator: ind.slugs[0] ?? null,
        country: a.code,
        year,
        why: `${ind.slugs.join("/")} ${year}: ${a.code} ${va.join("/")} vs ${b.code} ${vb.join("/")}`,
      });
    },
  };
}

// ---------- one economy a multiple of another ----------

const MULTIPLES: { words: string; factor: number }[] = [
  { words: "twice", factor: 2 },
  { words: "three times", factor: 3 },
  { words: "four times", factor: 4 },
  { words: "five times", factor: 5 },
  { words: "ten times", factor: 10 },
];

const MULTIPLE_TEMPLATES: Record<"gdp" | "pop" | "unemp", { more: string[]; less: string[]; about: string[] }> = {
  gdp: {
    more: ["Was {A's} economy more than {K} the size of {B's} in {Y}?", "Was {A's} GDP at least {K} {B's} in {Y}?"],
    less: ["Was {A's} economy less than {K} the size of {B's} in {Y}?"],
    about: ["Was {A's} economy {K} as big as {B's} in {Y}?"],
  },
  pop: {
    more: ["Was {A's} population more than {K} that of {B} in {Y}?"],
    less: ["Was {A's} population less than {K} {B's} in {Y}?"],
    about: ["Did {A} have {K} as many people as {B} in {Y}?"],
  },
  unemp: {
    more: ["Was {A's} unemployment rate more than {K} {B's} in {Y}?"],
    less: ["Was {A's} unemployment rate less than {K} {B's} in {Y}?"],
    about: ["Was {A's} unemployment rate {K} as high as {B's} in {Y}?"],
  },
};

/**
 * "Was the US economy more than five times the size of Germany's?": the ratio of the two in every source. "More than
 * k" holds when every ratio is past k by a tenth and fails when every one is short of it by a tenth ("less than" the
 * mirror); "k as big as" holds within 5 % of k and fails beyond 35 %.
 */
function multipleFamily(count: Record<"development" | "heldout", number>): Family {
  return {
    name: "shape.comparison.multiple",
    count,
    draw: (ctx) => {
      const key = ctx.rng.pick(["gdp", "pop", "unemp"] as const);
      const ind = IND[key];
      const pair = twoEconomies(ctx, ind);
      if (!pair || [...pair.va, ...pair.vb].some((v) => v <= 0)) return null;
      const { a, b, year, va, vb } = pair;
      const m = ctx.rng.pick(key === "unemp" ? MULTIPLES.slice(0, 2) : MULTIPLES);
      const sense = ctx.rng.pick(["more", "more", "less", "about"] as const);
      const rel = va.map((v, i) => v / (vb[i] as number) / m.factor);
      const about = rel.every((r) => Math.abs(r - 1) <= 0.05) ? true : rel.every((r) => Math.abs(r - 1) > 0.35) ? false : null;
      const past = pastOrShort(rel);
      const holds = sense === "about" ? about : past === null ? null : past === (sense === "more");
      if (holds === null) return null;
      const q = fill(ctx.rng.pick(MULTIPLE_TEMPLATES[key][sense]), {
        A: name(a, ctx.rng),
        B: name(b, ctx.rng),
        "A's": poss(a, ctx.rng),
        "B's": poss(b, ctx.rng),
        K: m.words,
        Y: String(year),
      });
      return draft("comparison", "shape.comparison.multiple", q, labelled(holds), {
        indicator: ind.slugs[0] ?? null,
        country: a.code,
        year,
        why: `${ind.slugs.join("/")} ${year}: ${a.code} ${va.join("/")} vs ${b.code} ${vb.join("/")}; claimed ${sense} ×${m.factor}`,
      });
    },
  };
}

export function widerShapeFamilies(): Family[] {
  return [
    sinceDirectionFamily(n(12, 0)),
    yearOrderFamily(n(14, 0)),
    spanFamily(n(20, 0)),
    multiplierFamily(n(16, 0)),
    pointsFamily(n(16, 0)),
    cumulativeVerbsFamily(n(18, 0)),
    paceFamily(n(14, 0)),
    signFamily(n(12, 0)),
    comparisonVerbsFamily(n(24, 0)),
    multipleFamily(n(16, 0)),
  ];
}
