// Browser-side session storage and API calls (docs/behaviour.md#states "Session"). The httpOnly next-auth cookie is
// what the server trusts for pages; local storage keeps `token` and `user` because the spec's
// clients read them, and the token is sent as a Bearer header on API calls.

export const TOKEN_KEY = "token";
export const USER_KEY = "user";

export interface StoredUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  [field: string]: unknown;
}

export function storeSession(token: string, user: StoredUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: StoredUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** Both items, or nothing; an unreadable user is logged and both items are removed (docs/behaviour.md#states). */
export function readStoredSession(): { token: string; user: StoredUser } | undefined {
  const token = localStorage.getItem(TOKEN_KEY);
  const raw = localStorage.getItem(USER_KEY);
  if (!token || !raw) return undefined;
  try {
    return { token, user: JSON.parse(raw) as StoredUser };
  } catch (error) {
    console.error("Stored user could not be read; signing out locally.", error);
    clearStoredSession();
    return undefined;
  }
}

/** An API call that failed, with the server's message and field errors (docs/behaviour.md#messages: shown as they are). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** Seconds from Retry-After on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/**
 * Calls the site's API with JSON (or a FormData body) and the stored Bearer token. A non-OK answer
 * throws ApiRequestError carrying the server's `message`, or `fallback` when there is none.
 */
export async function apiRequest<T>(path: string, options: { method?: string; body?: unknown; fallback: string }): Promise<T> {
  const headers: Record<string, string> = {};
  const token = typeof localStorage === "undefined" ? null : localStorage.getItem(TOKEN_KEY);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? "GET", headers, body, credentials: "same-origin" });
  } catch {
    throw new ApiRequestError(0, options.fallback);
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const message = typeof data.message === "string" && data.message ? data.message : options.fallback;
    const errors = data.errors && typeof data.errors === "object" ? (data.errors as Record<string, string>) : {};
    const retryAfter = Number(response.headers.get("retry-after")) || undefined;
    throw new ApiRequestError(response.status, message, errors, retryAfter);
  }
  return data as T;
}

/**
 * GET of one of the site's `no-store` JSON endpoints as the web session sees it: the cookie only,
 * no Bearer token (the reading pages' islands must agree with what the account pages' guards see).
 * A non-OK answer throws, so swr keeps asking.
 */
export async function fetchSessionJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
