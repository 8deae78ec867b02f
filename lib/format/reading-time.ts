import { htmlToText } from "./text";

/** Reading speed of a news article (words a minute) and the time a reader spends on each image. */
export const WORDS_PER_MINUTE = 230;
export const SECONDS_PER_IMAGE = 12;

/** The words of an HTML body (its text split on white space). */
export function wordCount(html: string): number {
  const text = htmlToText(html);
  return text ? text.split(" ").length : 0;
}

/**
 * Minutes to read an HTML body: its words at 230 a minute plus 12 seconds per image, rounded up,
 * at least 1. Computed when the body is saved (and by migration 0009 for older articles).
 */
export function readingMinutes(html: string): number {
  const images = html.match(/<img\b/gi)?.length ?? 0;
  const seconds = (wordCount(html) * 60) / WORDS_PER_MINUTE + images * SECONDS_PER_IMAGE;
  return Math.max(1, Math.ceil(seconds / 60));
}

/** '{n} min read'. */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
