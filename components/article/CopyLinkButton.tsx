"use client";

import { Icon } from "@/components/ui/Icons";
import { copyLink } from "@/lib/ui/share";
import styles from "./article.module.css";

export function CopyLinkButton({ url }: { url: string }) {
  return (
    <button type="button" className={styles.shareButton} aria-label="Copy link" onClick={() => copyLink(url)}>
      <Icon name="link" />
    </button>
  );
}
