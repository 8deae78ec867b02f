"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { mergeBrowserState } from "@/lib/ui/browser-state";

/** On a signed-in reader's bookmarks page: adds what this browser saved as a visitor, then shows the updated list. */
export function MergeBrowserSaves() {
  const router = useRouter();
  useEffect(() => {
    void mergeBrowserState().then((merged) => {
      if (merged && merged.saved.length > 0) router.refresh();
    });
  }, [router]);
  return null;
}
