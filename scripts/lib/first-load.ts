/**
 * The scripts a page makes the browser download on first load, read from its HTML as stack-facts §1
 * measures them: every <script src> and <link rel=preload|modulepreload as=script>; not the noModule
 * polyfill, which a current browser skips. URLs as written (relative to the page), entities decoded.
 */
export function firstLoadScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src && !/\snomodule\b/i.test(tag)) sources.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = /\shref="([^"]+)"/i.exec(tag)?.[1];
    if (href && /\srel="(?:preload|modulepreload)"/i.test(tag) && /\sas="script"/i.test(tag)) sources.add(href);
  }
  return [...sources].map((source) => source.replace(/&amp;/g, "&"));
}
