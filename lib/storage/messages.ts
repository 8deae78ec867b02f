import type { ErrorEntry } from "@/lib/errors";

export const STORAGE_ERRORS = {
  notFound: { code: "upload_not_found", message: "Upload not found." },
} as const satisfies Record<string, ErrorEntry>;
