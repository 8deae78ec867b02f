import { decodeEntities, escapeMarkup, htmlToText, truncateText } from "@/lib/format/text";

test("strips tags and decodes common entities", () => {
  expect(htmlToText("<h2>Rates</h2><p>Growth &amp; jobs&nbsp;&mdash; 3.4%&#x21; &#8364;5bn &lt;b&gt;</p>")).toBe(
    "Rates Growth & jobs — 3.4%! €5bn <b>",
  );
});

test("drops scripts and styles with their contents", () => {
  expect(htmlToText("<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>")).toBe("a b");
});

test("leaves unknown entities alone", () => {
  expect(htmlToText("&bogus; &#xZZ;")).toBe("&bogus; &#xZZ;");
});

test("decodeEntities: one table for excerpts and the fact-checker, numeric entities within Unicode", () => {
  expect(decodeEntities("4&percnt; &pound;3&thinsp;bn&shy; 20&deg;C &copy; &laquo;x&raquo; &#36;1&#X41;")).toBe("4% £3 bn 20°C © «x» $1A");
  expect(decodeEntities("&#0; &#x110000; &nosuch;")).toBe("&#0; &#x110000; &nosuch;");
});

test("truncates at a word boundary with '...'", () => {
  expect(truncateText("short", 10)).toBe("short");
  expect(truncateText("The euro area grew slowly, as expected", 20)).toBe("The euro area grew...");
  expect(truncateText("abcdefghijklmnopqrstuvwxyz", 10)).toBe("abcdefghij...");
});

test("escapes markup for element content and quoted attributes", () => {
  expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
  expect(escapeMarkup("plain")).toBe("plain");
});
