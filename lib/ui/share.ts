/** docs/behaviour.md#messages: what a reader is told after the link was copied. */
export const LINK_COPIED_MESSAGE = "Link copied to clipboard!";

/** Copies text to the clipboard, with the pre-Clipboard-API fallback for insecure origins. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not a secure context: fall through to the legacy path.
    }
  }
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.append(field);
  field.select();
  document.execCommand("copy");
  field.remove();
}

/** Copies the link and says so (docs/behaviour.md#messages). */
export async function copyLink(url: string): Promise<void> {
  await copyText(url);
  window.alert(LINK_COPIED_MESSAGE);
}

/**
 * docs/behaviour.md#states, #messages: Share uses the platform's share sheet when there is one, otherwise copies the link.
 * A reader closing the share sheet is not an error.
 */
export async function shareLink(data: { title: string; url: string }): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError")) console.error("[share] sharing failed:", error);
    }
    return;
  }
  await copyLink(data.url);
}

/** Share pages of three social networks for a URL. */
export function socialShareLinks(url: string, title: string): { network: "x" | "facebook" | "linkedin"; name: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "x", name: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: "facebook", name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "linkedin", name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
