/** Article HTML → plain text blocks. Table rows become their own blocks so a cell can be read as a claim. */
import { decodeEntities } from "@/lib/format/text";

export interface TextBlock {
  text: string;
  kind: "title" | "heading" | "text" | "table_row";
  /**
   * Table rows: where the row label and the column header start in `text`. The indicator is read from the
   * column first, then the row label, then the caption ("Growth 2023" beats a caption naming two indicators).
   */
  focus?: number[];
}

function inlineText(html: string): string {
  // Inline tags (<em>, <a>, <span>) vanish without a space so "<b>4.5</b>%" stays one figure.
  return decodeEntities(html.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, ""))
    .replace(/[\u00a0\u2009\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

interface TableRow {
  cells: string[];
  header: boolean;
}

function tableRows(tableHtml: string): TableRow[] {
  const rows: TableRow[] = [];
  for (const row of tableHtml.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)) {
    const inner = row[1] ?? "";
    const cells = [...inner.matchAll(/<(t[hd])\b[^>]*>([\s\S]*?)<\/t[hd]>/gi)];
    if (cells.length === 0) continue;
    rows.push({ cells: cells.map((c) => inlineText(c[2] ?? "")), header: cells.every((c) => c[1]?.toLowerCase() === "th") });
  }
  return rows;
}

/** A unit written once in a header, e.g. "Inflation (%)", "GDP (US$ bn)" or "Population (m)", for bare cells below it. */
function headerUnit(header: string): string {
  if (/%|per ?cent/i.test(header)) return "%";
  const money = /(US\$|\$|€|£)\s*(bn|billion|tn|trillion|mn|million)/i.exec(header);
  if (money) return ` ${money[2]} ${money[1] === "€" ? "euros" : money[1] === "£" ? "pounds" : "US dollars"}`;
  if (/\bper (?:US\$|US dollar|dollar)/i.test(header)) return " per US dollar";
  if (/\(\s*m\s*\)|\bmillions\b/i.test(header)) return " million";
  if (/\(\s*(?:US\$|\$|international \$)\s*\)|\bUS dollars\b/i.test(header)) return " US dollars";
  return "";
}

/** The first of the headers (column, row label, caption) that states a unit: the nearest one describes the cell. */
function cellUnit(...headers: string[]): string {
  for (const header of headers) {
    const unit = headerUnit(header);
    if (unit) return unit;
  }
  return "";
}

/** "Growth (%)" under a caption about "population growth" is population growth. */
function qualifyColumn(column: string, caption: string): string {
  const word = /^(growth|rate)\b/i.exec(column)?.[1];
  if (!word) return column;
  const phrase = new RegExp(String.raw`\b(?:[A-Za-z-]+\s){0,2}${word}\b`, "i").exec(caption)?.[0];
  return phrase && phrase.toLowerCase() !== word.toLowerCase() ? `${phrase}${column.slice(word.length)}` : column;
}

/**
 * Reads a simple grid: a header row (th cells, or the first row) naming the indicator and/or year per column,
 * then rows whose first cell names a place. Each value cell becomes "caption: label — header: value".
 */
function tableBlocks(tableHtml: string): TextBlock[] {
  const caption = inlineText(/<caption\b[^>]*>([\s\S]*?)<\/caption>/i.exec(tableHtml)?.[1] ?? "");
  const rows = tableRows(tableHtml);
  const headerIndex = rows.findIndex((r) => r.header);
  const header = rows[headerIndex === -1 ? 0 : headerIndex];
  if (!header || rows.length < 2) return [];
  const blocks: TextBlock[] = [];
  for (const row of rows) {
    if (row === header || row.header) continue;
    const [label, ...values] = row.cells;
    if (!label) continue;
    values.forEach((cell, i) => {
      const column = qualifyColumn(header.cells[i + 1] ?? "", caption);
      if (!/\d/.test(cell)) return;
      const unit = /^[-−]?[\d.,]+$/.test(cell) ? cellUnit(column, label, caption) : "";
      // The column header sits next to the value so its year wins over a year in the caption.
      const lead = caption ? `${caption}: ` : "";
      const text = `${lead}${label} — ${column}: ${cell}${unit}`;
      blocks.push({ text, kind: "table_row", focus: [lead.length + label.length + 3, lead.length, 0] });
    });
  }
  return blocks;
}

const BLOCK_TAGS =
  /<\/?(p|div|section|article|header|footer|aside|main|h[1-6]|li|ul|ol|blockquote|figure|figcaption|pre|hr|dl|dt|dd)\b[^>]*>|<br\s*\/?>/gi;

export function htmlToBlocks(title: string, html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const cleanTitle = inlineText(title);
  if (cleanTitle) blocks.push({ text: cleanTitle, kind: "title" });
  // Tables stay where they stand in the text (a marker line per table), so the blocks keep reading order.
  const tables: TextBlock[][] = [];
  const body = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<table\b[\s\S]*?<\/table>/gi, (table) => {
      tables.push(tableBlocks(table));
      return `\n${TABLE_MARK}${tables.length - 1}\n`;
    })
    .replace(/<h[1-6]\b[^>]*>/gi, `\n${HEADING_MARK}`)
    .replace(BLOCK_TAGS, "\n");
  for (const part of body.split("\n")) {
    const table = part.startsWith(TABLE_MARK) ? tables[Number(part.slice(TABLE_MARK.length))] : undefined;
    if (table) {
      blocks.push(...table);
      continue;
    }
    const heading = part.startsWith(HEADING_MARK);
    const text = inlineText(heading ? part.slice(HEADING_MARK.length) : part);
    if (text) blocks.push({ text, kind: heading ? "heading" : "text" });
  }
  return blocks;
}

const TABLE_MARK = "\u0000table:";
const HEADING_MARK = "\u0000heading:";
