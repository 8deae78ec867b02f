"use client";

import useSWR, { mutate } from "swr";
import type { ReaderSummary } from "@/lib/reactions/reader-state";
import { fetchSessionJson } from "@/lib/ui/api-client";

export const SESSION_URL = "/api/session";

const fetchReader = async (url: string) => (await fetchSessionJson<{ user: ReaderSummary | null }>(url)).user;

/**
 * The signed-in reader as the browser learns it: undefined until the session has been asked (and
 * while it cannot be), null for a visitor. Every island of a page shares the one request.
 */
export function useReader(): ReaderSummary | null | undefined {
  return useSWR(SESSION_URL, fetchReader).data;
}

/** After signing in or out: every island asks again. */
export function refreshReader(reader?: ReaderSummary | null): Promise<unknown> {
  return reader === undefined ? mutate(SESSION_URL) : mutate(SESSION_URL, reader, { revalidate: false });
}
