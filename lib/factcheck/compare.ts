/**
 * Tolerance comparison. The band starts from the written precision (half a unit of the last digit) and adds
 * an allowance per indicator class for legitimate definition and revision differences. Hedges and ranges
 * turn the quoted figure into an interval before comparing.
 */
import type { ToleranceClass } from "./measures";
import type { Hedge } from "./quantities";

export type Outcome = "pass" | "near" | "fail";

export interface QuotedFigure {
  value: number;
  lo: number;
  hi: number;
  /** Half a unit of the last written digit, in the figure's units. */
  rounding: number;
  hedge: Hedge | null;
}

interface Bands {
  tol: number;
  nearTol: number;
}

function bands(figure: QuotedFigure, official: number, cls: ToleranceClass): Bands {
  const scale = cls.mode === "absolute" ? 1 : Math.abs(official);
  let tol = figure.rounding + cls.band * scale;
  if (figure.hedge === "about") tol = Math.max(tol, cls.about * scale);
  // Rates: needs context up to twice the tolerance (never below half a point). Levels: up to the class's
  // needs-context ceiling; a coarse figure ("2 billion") already spends its tolerance on rounding.
  const nearTol = cls.mode === "absolute" ? Math.max(2 * tol, cls.near) : Math.max(tol, cls.near * scale);
  return { tol, nearTol };
}

/** Half a unit of the next decimal: how far past a bound a value may sit and still round onto it. */
function margin(figure: QuotedFigure): number {
  return figure.rounding / 10;
}

function within(v: number, lo: number, hi: number): boolean {
  return v >= lo && v <= hi;
}

/** Direction is wrong: the quote and the official value sit on opposite sides of zero, beyond tolerance. */
function signFlipped(figure: QuotedFigure, official: number, tol: number): boolean {
  if (Math.abs(official) <= tol) return false;
  return (figure.hi < 0 && official > 0) || (figure.lo > 0 && official < 0);
}

export function compareFigure(figure: QuotedFigure, official: number, cls: ToleranceClass): Outcome {
  const { tol, nearTol } = bands(figure, official, cls);
  if (signFlipped(figure, official, tol)) return "fail";
  const x = figure.value;
  switch (figure.hedge) {
    case "nearly": {
      // "nearly X" says the value is a little below X: at least 90% of it, and not above it.
      const passLo = x - Math.abs(x) * 0.1 - cls.band * (cls.mode === "absolute" ? 1 : Math.abs(official));
      const passHi = x + Math.abs(x) * 0.01;
      if (within(official, passLo, passHi)) return "pass";
      return within(official, passLo - tol, x + tol) ? "near" : "fail";
    }
    case "more_than":
      // "more than X": clearly above X (a value that rounds to X at one more decimal is not), an understatement far above it.
      if (official >= x + margin(figure)) return official > x * 1.5 + tol && x > 0 ? "near" : "pass";
      return official >= x - tol ? "near" : "fail";
    case "less_than":
      if (official <= x - margin(figure)) return official >= 0 && x > 0 && official < x / 1.5 - tol ? "near" : "pass";
      return official <= x + tol ? "near" : "fail";
    default:
      if (figure.lo !== figure.hi) {
        // A range states its own bounds: inside passes; within the revision band of a bound needs context.
        if (within(official, figure.lo - margin(figure), figure.hi + margin(figure))) return "pass";
        return within(official, figure.lo - tol, figure.hi + tol) ? "near" : "fail";
      }
      if (within(official, figure.lo - tol, figure.hi + tol)) return "pass";
      // A rate twice the official one or more is not "close", however few points apart. (An understatement is
      // kept as near: first estimates are often revised up, as Germany's 2023 fall was from 0.3% to 0.9%.)
      if (cls.mode === "absolute" && Math.sign(x) === Math.sign(official) && Math.abs(x) >= 2 * Math.abs(official)) return "fail";
      return within(official, figure.lo - nearTol, figure.hi + nearTol) ? "near" : "fail";
  }
}

/**
 * A change the article reports ("rose 0.3 points", "unemployment rose 10%") against the change in the data:
 * the right size passes; the right direction with the wrong size needs context unless the size is off
 * by more than a factor of three; the wrong direction fails. A change within the rounding of zero has no
 * direction, so only its size counts.
 */
export function compareChange(figure: QuotedFigure, actual: number, direction: 1 | -1 | 0, cls: ToleranceClass): Outcome {
  const claimed = direction === 0 ? figure.value : direction * Math.abs(figure.value);
  const signed = { ...figure, value: claimed, lo: claimed - (figure.value - figure.lo), hi: claimed + (figure.hi - figure.value) };
  const target = direction === 0 ? Math.abs(actual) : actual;
  const { tol } = bands(signed, target, cls);
  if (within(target, signed.lo - tol, signed.hi + tol)) return "pass";
  const ratio = Math.abs(claimed) / Math.max(Math.abs(target), figure.rounding);
  const sizeOff = ratio > 3 || ratio < 1 / 3;
  if (Math.abs(target) <= figure.rounding) return sizeOff ? "fail" : "near";
  if (Math.sign(target) !== Math.sign(claimed)) return "fail";
  return sizeOff ? "fail" : "near";
}
