import { diffWords } from "diff";
import { htmlToText } from "@/lib/format/text";

/** One run of a comparison: text both versions share, or text only the newer (added) or older (removed) has. */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

export interface RevisionDiff {
  title: DiffPart[];
  /** The bodies compared as the words readers read (tags dropped). */
  body: DiffPart[];
}

/** A word-level diff of two texts (jsdiff), older → newer. */
export function diffText(older: string, newer: string): DiffPart[] {
  return diffWords(older, newer).map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
}

/** What changed between two versions of an article: its title and its body's text. */
export function diffVersions(older: { title: string; description: string }, newer: { title: string; description: string }): RevisionDiff {
  return { title: diffText(older.title, newer.title), body: diffText(htmlToText(older.description), htmlToText(newer.description)) };
}
