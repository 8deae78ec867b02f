"use client";

import type { AdminTag } from "@/lib/newsroom/types";
import { apiRequest } from "@/lib/ui/api-client";
import { TermManager, type TermKind } from "./TermManager";

const TAGS: TermKind = {
  plural: "Tags",
  singular: "tag",
  url: "/api/admin/tags",
  path: "/tag/",
  read: (url) => apiRequest<AdminTag[]>(url, { fallback: "The tags could not be loaded." }),
  deletable: false,
};

/** The tags of the site (editors and admins): create, rename, re-slug, describe, merge. */
export function TagManager() {
  return <TermManager terms={TAGS} />;
}
