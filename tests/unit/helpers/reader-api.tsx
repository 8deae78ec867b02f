import { act, render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import type { ReaderSummary } from "@/lib/reactions/reader-state";

/** A signed-in reader as GET /api/session answers it. */
export const GRACE: ReaderSummary = {
  id: 1,
  displayName: "Grace Hopper",
  fullName: "Grace Hopper",
  initial: "G",
  avatar: null,
  pages: [
    { href: "/profile", label: "Profile" },
    { href: "/settings", label: "Settings" },
  ],
  commentName: "Grace Hopper",
};

const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as Response;

type Route = unknown | ((init?: RequestInit) => Response);

/**
 * Stands in for the site's API in component tests (the e2e specs use the real one): each path
 * answers its JSON with 200, or what its function returns; anything else is a 500.
 */
export function stubApi(routes: Record<string, Route>): jest.Mock {
  const stub = jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes[url];
    if (route === undefined) return answer(500, {});
    return typeof route === "function" ? (route as (init?: RequestInit) => Response)(init) : answer(200, route);
  });
  global.fetch = stub as unknown as typeof fetch;
  return stub;
}

export { answer };

/** Renders with a cache of its own (no answer carries over from another test) and waits until the session is known. */
export async function renderWithSession(ui: ReactNode): Promise<RenderResult> {
  const result = render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
  // Let the stubbed answers arrive and the islands render them.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}
