import { render, screen } from "@testing-library/react";
import { ArticleBody } from "@/components/article/ArticleBody";
import { findEconomy, getSeries } from "@/lib/data/service";

const figure = (chart: string, years = "") => `<figure data-chart="${chart}"${years}><a href="/data/${chart}">Official data</a></figure>`;

function brazilInflation() {
  const match = findEconomy("brazil");
  if (!match || !("economy" in match)) throw new Error("no Brazil");
  return getSeries("inflation-cpi-pct", match.economy)!;
}

test("a chart block is drawn as the data pages' SVG chart, captioned and linked to its data page", () => {
  const series = brazilInflation();
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
