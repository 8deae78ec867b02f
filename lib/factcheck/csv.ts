/**
 * Minimal RFC 4180 reader: quoted fields may hold commas and doubled quotes, but not line breaks
 * (none of the snapshot files have them, and rejecting them keeps line numbers exact for errors).
 */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ",") {
      fields.push(field);
      field = "";
    } else {
      field += ch;
    }
  }
  if (quoted) throw new Error("unterminated quoted field");
  fields.push(field);
  return fields;
}

/** Splits a file into lines without the trailing empty line; tolerates CRLF. */
export function csvLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}
