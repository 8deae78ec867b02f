/** The named entities articles use (typography, currency, spaces); any other is left as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  thinsp: " ",
  ensp: " ",
  emsp: " ",
  shy: "",
  ndash: "–",
  mdash: "—",
  minus: "−",
  hellip: "…",
  times: "×",
  deg: "°",
  percnt: "%",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  dollar: "$",
  copy: "©",
  reg: "®",
  trade: "™",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
};

/** Decodes numeric entities and the named ones above; anything else (or an impossible code point) stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== "#") return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * Plain text of an HTML fragment: tags dropped (block ends become spaces), common entities
 * decoded, white space folded. For excerpts and meta descriptions, never for rendering HTML.
 */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Cuts text to at most `max` characters, at a word boundary where one is near, appending '...'. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  const atWord = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,.;:–—-]+$/, "")}...`;
}

const MARKUP_ESCAPES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" };

/** Text made safe to place in HTML or XML, as element content or a quoted attribute value. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => MARKUP_ESCAPES[char] ?? char);
}
