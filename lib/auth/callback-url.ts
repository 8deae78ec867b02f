/**
 * Where to go after signing in: only a path on this site. Anything else ("//evil.example",
 * "https://…", "/\\evil") falls back to the home page, so the parameter cannot be used to send a
 * reader elsewhere.
 */
export function safeCallbackUrl(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || /[\u0000-\u001f]/.test(value)) return fallback;
  if (value.length > 1000) return fallback;
  return value;
}
