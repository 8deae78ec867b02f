"use client";

import { Icon } from "@/components/ui/Icons";
import { useHydrated } from "@/components/ui/useHydrated";
import { copyLink } from "@/lib/ui/share";
import styles from "./article.module.css";

export function CopyLinkButton({ url }: { url: string }) {
  const hydrated = useHydrated();
  return (
    <button type="button" className={styles.shareButton} aria-label="Copy link" disabled={!hydrated} onClick={() => copyLink(url)}>
      <Icon name="link" />
    </button>
  );
}
