import { diffWords, type ChangeObject } from "diff";
import { htmlToText } from "@/lib/format/text";

/** One run of a comparison: text both versions share, or text only the newer (added) or older (removed) has. */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

export interface RevisionDiff {
  title: DiffPart[];
  /** The bodies compared as readers get them: their words, each link's address and each image with its alt text. */
  body: DiffPart[];
}

/**
 * The bounds of one comparison. A word diff costs up to the product of the two lengths: a version
 * longer than `maxWords` is not compared at all, and past `maxEditLength` edits or `timeoutMs` the
 * diff gives up; either way the request answers 422 instead of holding a node. It runs in steps
 * that yield to the event loop (jsdiff's callback mode), so other requests are served meanwhile.
 * See docs/decisions/0020-bounded-revision-diff.md for the measurement.
 */
export const DIFF_LIMITS = { maxWords: 15_000, maxEditLength: 4000, timeoutMs: 400 } as const;

const wordCount = (text: string) => text.split(/\s+/).length;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? "";

/**
 * What a reader gets from a body, as text: its words, each link followed by its address and each
 * image by its alt text and file, so a changed link or image shows in the diff. The HTML is the
 * server's own rendering (lib/content/article-body.ts), attributes in double quotes.
 */
export function readerText(html: string): string {
  const marked = html
    .replace(/<img\b[^>]*>/gi, (tag) => ` [Image: ${attribute(tag, "alt") || "no alt text"} (${attribute(tag, "src")})] `)
    .replace(
      /<a\b([^>]*)>([\s\S]*?)<\/a>/gi,
      (_all, attributes: string, text: string) => `${text} [Link: ${attribute(attributes, "href")}]`,
    );
  return htmlToText(marked);
}

const toParts = (changes: ChangeObject<string>[]): DiffPart[] =>
  changes.map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text: change.value }));

/** A word-level diff of two texts (jsdiff), older → newer; undefined when it is past DIFF_LIMITS. */
export function diffText(older: string, newer: string): Promise<DiffPart[] | undefined> {
  if (wordCount(older) > DIFF_LIMITS.maxWords || wordCount(newer) > DIFF_LIMITS.maxWords) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    diffWords(older, newer, {
      maxEditLength: DIFF_LIMITS.maxEditLength,
      timeout: DIFF_LIMITS.timeoutMs,
      callback: (changes) => resolve(changes && toParts(changes)),
    });
  });
}

/** What changed between two versions of an article, as readers see them; undefined when too large to compare. */
export async function diffVersions(
  older: { title: string; description: string },
  newer: { title: string; description: string },
): Promise<RevisionDiff | undefined> {
  const [title, body] = await Promise.all([
    diffText(older.title, newer.title),
    diffText(readerText(older.description), readerText(newer.description)),
  ]);
  return title && body ? { title, body } : undefined;
}
