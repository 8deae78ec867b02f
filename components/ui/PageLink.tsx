import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * A link to another reading page, fetched when it is followed rather than prefetched as soon as it
 * scrolls into view: a list or article shows dozens of links, and prefetching each one would spend
 * a phone's data and the server's time on pages the reader will mostly never open.
 */
export function PageLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
