import { render, screen } from "@testing-library/react";
import { ArticleBody } from "@/components/article/ArticleBody";
import { findEconomy, getSeries } from "@/lib/data/service";

const figure = (chart: string, years = "") => `<figure data-chart="${chart}"${years}><a href="/data/${chart}">Official data</a></figure>`;

function inflation(country = "brazil") {
  const match = findEconomy(country);
  if (!match || !("economy" in match)) throw new Error(`no ${country}`);
  return getSeries("inflation-cpi-pct", match.economy)!;
}

test("a chart block is drawn as the data pages' SVG chart, captioned and linked to its data page", () => {
  const series = inflation();
  const { container } = render(
    <ArticleBody html={`<p>Before.</p>${figure("inflation-cpi-pct/brazil", ' data-from="2000" data-to="2010"')}<p>After.</p>`} />,
  );
  const chart = screen.getByRole("img", { name: `${series.indicator.title}, Brazil, 2000–2010` });
  const inRange = series.points.filter((point) => point.year >= 2000 && point.year <= 2010);
  expect(inRange.length).toBeGreaterThan(5);
  expect(chart.querySelectorAll("use[href='#article-chart-1-circle']")).toHaveLength(inRange.length);
  const caption = container.querySelector("figcaption")!;
  expect(caption).toHaveTextContent(`Source: ${series.indicator.publisherName}, ${series.indicator.release}.`);
  expect(screen.getByRole("link", { name: `${series.indicator.title} in Brazil: every value` })).toHaveAttribute(
    "href",
    "/data/inflation-cpi-pct/brazil",
  );
  // The text around the block stays in its place.
  expect(container.textContent).toMatch(/^Before\..*After\.$/s);
  expect(container.querySelector("figure[data-chart]")).toBeNull();
});

test("several economies: one line and marker shape each, a legend, the title, and a link to the indicator page", () => {
  const [brazil, chile] = [inflation("brazil"), inflation("chile")];
  const title = "<b>Prices</b> in the south";
  const { container } = render(
    <ArticleBody
      html={`<figure data-chart="inflation-cpi-pct/brazil,atlantis,chile" data-from="2000" data-to="2020" data-title="${title.replace("<", "&lt;")}"><a href="/data/inflation-cpi-pct">Official data</a></figure>`}
    />,
  );
  const chart = screen.getByRole("img", { name: title });
  expect(container.querySelector("b")).toBeNull();
  const within = (points: typeof brazil.points) => points.filter((point) => point.year >= 2000 && point.year <= 2020).length;
  expect(chart.querySelectorAll("use[href='#article-chart-0-circle']")).toHaveLength(within(brazil.points));
  expect(chart.querySelectorAll("use[href='#article-chart-0-square']")).toHaveLength(within(chile.points));
  expect(chart.querySelectorAll("path[class*='line']")).toHaveLength(2);
  // The legend names each economy beside its marker shape, not by colour alone.
  const legend = [...container.querySelectorAll("ul li")];
  expect(legend.map((item) => [item.textContent, item.querySelector("use")!.getAttribute("href")])).toEqual([
    ["Brazil", "#article-chart-0-circle"],
    ["Chile", "#article-chart-0-square"],
  ]);
  const caption = container.querySelector("figcaption")!;
  expect(caption).toHaveTextContent(`${title}. ${brazil.indicator.title}, Brazil and Chile, 2000–2020 (${brazil.indicator.unit}).`);
  expect(screen.getByRole("link", { name: `${brazil.indicator.title}: every economy's values` })).toHaveAttribute(
    "href",
    "/data/inflation-cpi-pct",
  );
});

test("a block naming no series, or a span without values, draws nothing and the article reads on", () => {
  const { container } = render(
    <ArticleBody
      html={`<p>One.</p>${figure("no-such-indicator/brazil")}${figure("inflation-cpi-pct/atlantis")}${figure("inflation-cpi-pct/brazil", ' data-from="1900" data-to="1950"')}<p>Two.</p>`}
    />,
  );
  expect(screen.queryByRole("img")).toBeNull();
  expect(container.querySelector("figure")).toBeNull();
  expect(container).toHaveTextContent("One.Two.");
});

test("a body without chart blocks is its HTML as it was", () => {
  const { container } = render(<ArticleBody html="<p>Plain <strong>text</strong>.</p>" />);
  expect(container.innerHTML).toMatch(/^<div class="[^"]*"><p>Plain <strong>text<\/strong>\.<\/p><\/div>$/);
});
