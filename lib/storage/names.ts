import { IMAGE_CONTENT_TYPES } from "./image-type";

/**
 * The rules every backend applies to a stored file's name: one flat name (letters, digits, dot,
 * dash, underscore; no leading dot, no separators, no `..`) whose extension is an image type this
 * site serves. Anything else is never read, written or deleted — so no name can reach outside the
 * store, and a temporary or hidden file is never served.
 */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const CONTENT_TYPES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(IMAGE_CONTENT_TYPES),
  ["jpeg", "image/jpeg"],
  ["svg", "image/svg+xml"],
]);

/** The content type a stored name is served with, or undefined for a name no backend accepts. */
export function storedContentType(name: string): string | undefined {
  if (!SAFE_NAME.test(name) || name.includes("..")) return undefined;
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension ? CONTENT_TYPES.get(extension) : undefined;
}

/** Public URL of a stored file: /api/uploads/{name} serves every backend. */
export function uploadUrl(name: string): string {
  return `/api/uploads/${encodeURIComponent(name)}`;
}
