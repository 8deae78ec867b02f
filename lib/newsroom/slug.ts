// Article slugs: generated from the title, editable, unique (the database's unique index decides).

export const TITLE_MAX_LENGTH = 200;
export const SLUG_MAX_LENGTH = 100;

/** Lowercase ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug from a title: accents folded ("Café" → "cafe"), anything else that is not a letter or a
 * digit becomes a hyphen, cut at a word boundary within SLUG_MAX_LENGTH. "article" when nothing is left.
 */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, SLUG_MAX_LENGTH) || "article";
}

/** The n-th alternative of a taken slug: "rates-hold", "rates-hold-2", "rates-hold-3", … */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
}
