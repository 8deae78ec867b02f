/** `text` with LIKE's wildcards and escape character escaped, to match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** A LIKE/ILIKE pattern matching values that contain `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
