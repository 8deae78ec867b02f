import type { SeedArticle } from "@/lib/db/seed/types";

/** Science (category 4): the science of measurement, demography and climate, seen through the data. */
export const scienceArticles: SeedArticle[] = [
  {
    slug: "world-bank-imf-growth-disagree",
    title: "Why the World Bank and the IMF disagree about how fast the world grew",
    categoryId: 4,
    authorSlug: "priya-natarajan",
    status: "published",
    publishedAt: "2025-10-30T09:30:00.000Z",
    summary:
      "One says the world economy grew 2.9% in 2024, the other 3.3%. Neither is wrong. A short guide to weights, exchange rates and fiscal years, and why it matters when you quote a number.",
    html: `<p>Readers who compare sources sometimes write in to ask which figure is right. Take world growth in 2024. World Bank data put it at 2.9%. The IMF's October 2025 World Economic Outlook puts it at 3.3%. Both institutions employ some of the best economic statisticians in the world, and both numbers are correct. They are answering slightly different questions.</p>
<h2>Weights: market prices or purchasing power</h2>
<p>World growth is an average of national growth rates, and every average needs weights. The World Bank weights each country by its GDP converted at market exchange rates. The IMF weights by GDP at purchasing-power parity (PPP), which adjusts for the fact that a dollar buys more in Delhi than in Denver.</p>
<p>PPP weights give more influence to emerging economies such as China and India, whose output looks larger once local prices are taken into account. Because those economies have been growing faster than rich ones, the PPP-weighted average comes out higher. The gap of about 0.4 percentage points in 2024 is almost entirely this effect.</p>
<h2>Country numbers differ too</h2>
<p>Even for individual countries, the two sources do not always match. The table compares real growth in the two datasets.</p>
<table>
<caption>Real GDP growth, %, World Bank WDI versus IMF WEO (October 2025), 2024 unless stated</caption>
<thead><tr><th>Economy</th><th>World Bank</th><th>IMF</th></tr></thead>
<tbody>
<tr><td>World</td><td>2.9</td><td>3.3</td></tr>
<tr><td>United States</td><td>2.8</td><td>2.8</td></tr>
<tr><td>China</td><td>5.0</td><td>5.0</td></tr>
<tr><td>Euro area</td><td>0.9</td><td>0.9</td></tr>
<tr><td>Japan</td><td>−0.2</td><td>0.1</td></tr>
<tr><td>India (2023)</td><td>7.2</td><td>9.2</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators; International Monetary Fund, World Economic Outlook Database, October 2025.</p>
<p>The differences have several sources:</p>
<ul>
<li><strong>Fiscal years.</strong> The IMF reports India on a fiscal-year basis, so its "2023" is the year to March 2024. That alone explains why it shows 9.2% where the World Bank shows 7.2%.</li>
<li><strong>Vintages.</strong> National statistics are revised constantly. Each institution publishes a snapshot taken at a different moment, so one may include a revision the other has not yet picked up. Japan's figures are a case in point.</li>
<li><strong>Aggregates.</strong> Regional totals such as the euro area are computed by each institution using its own weights and country coverage.</li>
</ul>
<h2>Levels differ as well</h2>
<p>The same applies to the size of economies in dollars. World GDP was $111.7 trillion in 2024 in the World Bank's data and $111.1tn in the IMF's. For Japan, the World Bank has $4.19tn and the IMF $4.02tn, a gap of about 4% that reflects differences in timing and exchange-rate conversion.</p>
<h2>What it means for fact-checking</h2>
<p>Our fact-check assistant compares the figures in our articles with both datasets, and treats a figure as supported if it matches either, after allowing for rounding. It also flags when a figure matches a different year or a different source than the one the text claims. That matters because a number that is right in one context can be misleading in another.</p>
<p>For readers, the rule of thumb is simple: when you quote world growth or a country's growth rate, say whose number it is and for which year. "World growth was 3.3% in 2024, according to the IMF" is a precise statement. "The world grew 3%" is a rounded one that hides a real methodological choice.</p>
<p>Both datasets are public: the <a href="https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG">World Bank's growth series</a> and the <a href="https://www.imf.org/en/Publications/WEO">IMF's World Economic Outlook</a>.</p>`,
    featuredImage: "world-bank-imf-growth-disagree.svg",
    showAuthor: true,
    views: 1980,
    likes: 131,
    figures: [
      {
        quote: "World Bank data put it at 2.9%",
        indicator: "gdp_growth_pct",
        country: "WLD",
        year: 2024,
        officialValue: 2.90001340156714,
        kind: "correct",
      },
      {
        quote: "The IMF's October 2025 World Economic Outlook puts it at 3.3%",
        indicator: "imf_gdp_growth_pct",
        country: "WLD",
        year: 2024,
        officialValue: 3.336,
        kind: "correct",
      },
      { quote: "World 2.9 3.3", indicator: "gdp_growth_pct", country: "WLD", year: 2024, officialValue: 2.90001340156714, kind: "correct" },
      { quote: "World 2.9 3.3", indicator: "imf_gdp_growth_pct", country: "WLD", year: 2024, officialValue: 3.336, kind: "correct" },
      {
        quote: "United States 2.8 2.8",
        indicator: "gdp_growth_pct",
        country: "USA",
        year: 2024,
        officialValue: 2.79318715363841,
        kind: "correct",
      },
      {
        quote: "United States 2.8 2.8",
        indicator: "imf_gdp_growth_pct",
        country: "USA",
        year: 2024,
        officialValue: 2.793,
        kind: "correct",
      },
      { quote: "China 5.0 5.0", indicator: "gdp_growth_pct", country: "CHN", year: 2024, officialValue: 4.95830378788091, kind: "correct" },
      { quote: "China 5.0 5.0", indicator: "imf_gdp_growth_pct", country: "CHN", year: 2024, officialValue: 5.003, kind: "correct" },
      {
        quote: "Euro area 0.9 0.9",
        indicator: "gdp_growth_pct",
        country: "EMU",
        year: 2024,
        officialValue: 0.938707263867073,
        kind: "correct",
      },
      { quote: "Euro area 0.9 0.9", indicator: "imf_gdp_growth_pct", country: "EMU", year: 2024, officialValue: 0.851, kind: "correct" },
      {
        quote: "Japan −0.2 0.1",
        indicator: "gdp_growth_pct",
        country: "JPN",
        year: 2024,
        officialValue: -0.240084236041696,
        kind: "correct",
      },
      { quote: "Japan −0.2 0.1", indicator: "imf_gdp_growth_pct", country: "JPN", year: 2024, officialValue: 0.104, kind: "correct" },
      {
        quote: "India (2023) 7.2 9.2",
        indicator: "gdp_growth_pct",
        country: "IND",
        year: 2023,
        officialValue: 7.210224629335,
        kind: "correct",
      },
      { quote: "India (2023) 7.2 9.2", indicator: "imf_gdp_growth_pct", country: "IND", year: 2023, officialValue: 9.191, kind: "correct" },
      {
        quote: "it shows 9.2% where the World Bank shows 7.2%",
        indicator: "imf_gdp_growth_pct",
        country: "IND",
        year: 2023,
        officialValue: 9.191,
        kind: "correct",
      },
      {
        quote: "it shows 9.2% where the World Bank shows 7.2%",
        indicator: "gdp_growth_pct",
        country: "IND",
        year: 2023,
        officialValue: 7.210224629335,
        kind: "correct",
      },
      {
        quote: "World GDP was $111.7 trillion in 2024",
        indicator: "gdp_current_usd",
        country: "WLD",
        year: 2024,
        officialValue: 111669432109121,
        kind: "correct",
      },
      {
        quote: "$111.1tn in the IMF's",
        indicator: "imf_gdp_current_usd_bn",
        country: "WLD",
        year: 2024,
        officialValue: 111112.86,
        kind: "correct",
      },
      {
        quote: "the World Bank has $4.19tn",
        indicator: "gdp_current_usd",
        country: "JPN",
        year: 2024,
        officialValue: 4190008188358.57,
        kind: "correct",
      },
      {
        quote: "the IMF $4.02tn",
        indicator: "imf_gdp_current_usd_bn",
        country: "JPN",
        year: 2024,
        officialValue: 4019.382,
        kind: "correct",
      },
      {
        quote: "World growth was 3.3% in 2024, according to the IMF",
        indicator: "imf_gdp_growth_pct",
        country: "WLD",
        year: 2024,
        officialValue: 3.336,
        kind: "correct",
      },
    ],
  },
  {
    slug: "world-inflation-median-vs-weighted",
    title: "Was world inflation 3% or 6% in 2024? It depends on how you average",
    categoryId: 4,
    authorSlug: "priya-natarajan",
    status: "published",
    publishedAt: "2026-01-08T10:00:00.000Z",
    summary:
      "The World Bank's world inflation figure is a median; the IMF's is a weighted average. For 2024 the two differ by almost three percentage points. Here is why, and which to use.",
    html: `<p>Statistics are made, not found, and few are made in more different ways than "world inflation". Our data desk was reminded of this when checking a reader's claim that global inflation was "about 3%" in 2024. The claim was correct, and so, at almost double the rate, was the figure we were about to publish.</p>
<h2>Two definitions, two answers</h2>
<p>World Bank data put world consumer-price inflation at 3.0% in 2024. The IMF's October 2025 World Economic Outlook puts it at 5.8% for the same year. The difference is not a disagreement about prices in any country. It is about how the countries are combined.</p>
<ul>
<li>The World Bank's world and regional inflation figures are <strong>medians</strong>: line up every country's inflation rate and take the one in the middle. Each country counts once, whether it is Tuvalu or the United States.</li>
<li>The IMF's aggregates are <strong>weighted averages</strong>, with weights based on each economy's share of world GDP at purchasing-power parity. Big economies count for more, and so do the high-inflation outliers among them.</li>
</ul>
<p>In 2024 a handful of large economies with very high inflation, such as Argentina and Turkey, pulled the IMF's weighted figure up. The median, by design, ignores extremes.</p>
<table>
<caption>World consumer-price inflation, %, World Bank median versus IMF weighted average, 2022 to 2024</caption>
<thead><tr><th>Year</th><th>World Bank (median)</th><th>IMF (weighted)</th></tr></thead>
<tbody>
<tr><td>2022</td><td>8.1</td><td>8.7</td></tr>
<tr><td>2023</td><td>5.8</td><td>6.7</td></tr>
<tr><td>2024</td><td>3.0</td><td>5.8</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators; International Monetary Fund, World Economic Outlook Database, October 2025.</p>
<h2>A curious side effect</h2>
<p>Because a median is one country's actual value, the World Bank's euro-area inflation figure can coincide exactly with a member's. For 2024 it is 2.3%, precisely Germany's rate of 2.3% to many decimal places. That is not a coincidence or an error; Germany simply happened to be the middle country. The IMF's weighted euro-area figure for 2024 is 2.4%.</p>
<h2>Other traps in inflation data</h2>
<p>The median-versus-mean issue is the biggest, but not the only one:</p>
<ol>
<li><strong>Annual averages versus year-end rates.</strong> Both datasets report the change in the average price level over the whole year. News reports often quote the December-on-December rate, which can be very different in a year when inflation is rising or falling fast.</li>
<li><strong>Different indices.</strong> For EU countries the IMF uses the harmonised index, while the World Bank uses the national index. Germany's inflation in 2022 was 6.9% on the national measure in the World Bank data and 8.7% on the harmonised measure in the IMF's.</li>
<li><strong>Housing costs.</strong> For Britain, the World Bank figure of 7.9% for 2022 appears to include owner-occupiers' housing costs; the IMF's 9.1% is the headline consumer-price index.</li>
</ol>
<h2>Which should you use?</h2>
<p>For a sense of what the "typical" country experienced, the median is the better guide. For the inflation faced by the typical person or the typical dollar of spending in the world economy, the weighted average is more appropriate. Our style guide now asks writers to cite the IMF figure for "global inflation" claims and to name the source either way.</p>
<p>The lesson generalises. Any time a single number summarises two hundred countries, a choice has been made about how to add them up. Good statistics come with that choice written on the label.</p>
<p>Both series are available: <a href="https://data.worldbank.org/indicator/FP.CPI.TOTL.ZG">World Bank inflation data</a> and the <a href="https://www.imf.org/en/Publications/WEO">IMF World Economic Outlook</a>.</p>`,
    featuredImage: null,
    showAuthor: true,
    views: 1240,
    likes: 102,
    figures: [
      {
        quote: "World Bank data put world consumer-price inflation at 3.0% in 2024",
        indicator: "inflation_cpi_pct",
        country: "WLD",
        year: 2024,
        officialValue: 3.01447576977999,
        kind: "correct",
      },
      {
        quote: "puts it at 5.8% for the same year",
        indicator: "imf_inflation_cpi_pct",
        country: "WLD",
        year: 2024,
        officialValue: 5.786,
        kind: "correct",
      },
      {
        quote: "2022 8.1 8.7",
        indicator: "inflation_cpi_pct",
        country: "WLD",
        year: 2022,
        officialValue: 8.08169507021982,
        kind: "correct",
      },
      { quote: "2022 8.1 8.7", indicator: "imf_inflation_cpi_pct", country: "WLD", year: 2022, officialValue: 8.683, kind: "correct" },
      {
        quote: "2023 5.8 6.7",
        indicator: "inflation_cpi_pct",
        country: "WLD",
        year: 2023,
        officialValue: 5.79944107391962,
        kind: "correct",
      },
      { quote: "2023 5.8 6.7", indicator: "imf_inflation_cpi_pct", country: "WLD", year: 2023, officialValue: 6.741, kind: "correct" },
      {
        quote: "2024 3.0 5.8",
        indicator: "inflation_cpi_pct",
        country: "WLD",
        year: 2024,
        officialValue: 3.01447576977999,
        kind: "correct",
      },
      { quote: "2024 3.0 5.8", indicator: "imf_inflation_cpi_pct", country: "WLD", year: 2024, officialValue: 5.786, kind: "correct" },
      {
        quote: "For 2024 it is 2.3%",
        indicator: "inflation_cpi_pct",
        country: "EMU",
        year: 2024,
        officialValue: 2.2564981433876,
        kind: "correct",
      },
      {
        quote: "precisely Germany's rate of 2.3%",
        indicator: "inflation_cpi_pct",
        country: "DEU",
        year: 2024,
        officialValue: 2.2564981433876,
        kind: "correct",
      },
      {
        quote: "The IMF's weighted euro-area figure for 2024 is 2.4%",
        indicator: "imf_inflation_cpi_pct",
        country: "EMU",
        year: 2024,
        officialValue: 2.364,
        kind: "correct",
      },
      {
        quote: "Germany's inflation in 2022 was 6.9% on the national measure",
        indicator: "inflation_cpi_pct",
        country: "DEU",
        year: 2022,
        officialValue: 6.87257438551097,
        kind: "correct",
      },
      {
        quote: "8.7% on the harmonised measure in the IMF's",
        indicator: "imf_inflation_cpi_pct",
        country: "DEU",
        year: 2022,
        officialValue: 8.666,
        kind: "correct",
      },
      {
        quote: "the World Bank figure of 7.9% for 2022",
        indicator: "inflation_cpi_pct",
        country: "GBR",
        year: 2022,
        officialValue: 7.92204883147902,
        kind: "correct",
      },
      {
        quote: "the IMF's 9.1% is the headline consumer-price index",
        indicator: "imf_inflation_cpi_pct",
        country: "GBR",
        year: 2022,
        officialValue: 9.067,
        kind: "correct",
      },
    ],
  },
  {
    slug: "pakistan-floods-economic-toll",
    title: "Floods, again: what the 2022 disaster did to Pakistan's economy",
    categoryId: 4,
    authorSlug: "daniel-reyes",
    status: "published",
    publishedAt: "2025-09-25T06:00:00.000Z",
    summary:
      "As monsoon floods sweep Punjab once more, the data from the 2022 catastrophe show how a climate disaster becomes an economic one: lost output, soaring prices and a brush with default.",
    html: `<p>For the second time in four years, monsoon rains have put large parts of Pakistan under water. This year's floods have hit Punjab, the country's agricultural heartland, hardest. It is too early for this season's damage to show up in any official statistics, but the record of the 2022 floods, when vast areas of Sindh and Balochistan were under water for months, is a sobering guide to what may follow.</p>
<h2>From disaster to recession</h2>
<p>The 2022 floods arrived in late summer, at the start of Pakistan's fiscal year, which runs from July to June. World Bank data, which for Pakistan's national accounts follow the fiscal year, show the economy grew 4.8% in 2022, the year before the floods, and then shrank 0.4% in 2023. Recovery came in 2024, with growth of 3.1%.</p>
<p>The floods were not the only cause. Pakistan was already heading into a balance-of-payments crisis, with an overvalued currency, a large import bill and political turmoil. But the destruction of crops, livestock, roads and homes turned a difficult year into a recession.</p>
<h2>Prices and the currency</h2>
<p>The most painful effects were felt in prices. Flooded farmland meant lost harvests of cotton, rice and vegetables, and the cost of rebuilding added to demand for scarce imported materials. At the same time, the rupee was allowed to fall.</p>
<ul>
<li>Consumer prices rose 30.8% on average in 2023, according to the World Bank, after 19.9% in 2022.</li>
<li>The rupee went from 204.9 per dollar on average in 2022 to 280.4 in 2023.</li>
<li>Foreign-exchange reserves fell to $9.9bn in 2022 from $22.8bn in 2021, a perilously thin cushion for an economy so dependent on imported fuel.</li>
</ul>
<p>Pakistan came close to defaulting on its foreign debt in 2023 before a last-minute IMF agreement, followed by a larger programme in 2024. By then inflation had started to ease: it averaged 12.6% in 2024, and reserves had recovered to $18.4bn by the end of that year.</p>
<h2>The science of attribution</h2>
<p>Climate scientists have concluded that global warming made the extreme rainfall of 2022 more intense, although quantifying the exact effect is difficult because monsoon rainfall is naturally highly variable. What is not in doubt is the exposure. Pakistan is home to 251.3 million people, according to World Bank data for 2024, many of them living on floodplains along the Indus and its tributaries.</p>
<h2>The economics of adaptation</h2>
<p>For a country with an economy of $371.7bn in 2024, about $1,480 per person by our calculation, rebuilding after each disaster competes directly with spending on health, education and debt service. Economists point to several lessons from 2022:</p>
<ol>
<li>Money spent before a disaster on embankments, drainage and early-warning systems tends to save many times its cost afterwards.</li>
<li>Crop insurance and targeted cash transfers help households recover faster than ad hoc relief.</li>
<li>Countries that enter a disaster with thin reserves and heavy debts pay twice: once in damage and again in a financial crisis.</li>
</ol>
<p>Pakistan entered this year's monsoon in a stronger financial position than in 2022, thanks to its IMF programme and rebuilt reserves. Whether that is enough to prevent a repeat of the economic damage will become clear only when next year's data arrive.</p>
<p>Data: <a href="https://data.worldbank.org/country/pakistan">World Bank Pakistan data</a>. More in our <a href="/category/science">Science section</a>.</p>`,
    featuredImage: "pakistan-floods-economic-toll.svg",
    showAuthor: true,
    views: 890,
    likes: 54,
    figures: [
      {
        quote: "the economy grew 4.8% in 2022",
        indicator: "gdp_growth_pct",
        country: "PAK",
        year: 2022,
        officialValue: 4.7781068690358,
        kind: "correct",
      },
      {
        quote: "then shrank 0.4% in 2023",
        indicator: "gdp_growth_pct",
        country: "PAK",
        year: 2023,
        officialValue: -0.414935997088406,
        kind: "correct",
      },
      {
        quote: "with growth of 3.1%",
        indicator: "gdp_growth_pct",
        country: "PAK",
        year: 2024,
        officialValue: 3.08176295579301,
        kind: "correct",
      },
      {
        quote: "Consumer prices rose 30.8% on average in 2023",
        indicator: "inflation_cpi_pct",
        country: "PAK",
        year: 2023,
        officialValue: 30.7681280657005,
        kind: "correct",
      },
      {
        quote: "after 19.9% in 2022",
        indicator: "inflation_cpi_pct",
        country: "PAK",
        year: 2022,
        officialValue: 19.8738599646655,
        kind: "correct",
      },
      {
        quote: "The rupee went from 204.9 per dollar on average in 2022",
        indicator: "exchange_rate_lcu_per_usd",
        country: "PAK",
        year: 2022,
        officialValue: 204.867187469982,
        kind: "correct",
      },
      {
        quote: "to 280.4 in 2023",
        indicator: "exchange_rate_lcu_per_usd",
        country: "PAK",
        year: 2023,
        officialValue: 280.356111655149,
        kind: "correct",
      },
      {
        quote: "Foreign-exchange reserves fell to $9.9bn in 2022",
        indicator: "total_reserves_usd",
        country: "PAK",
        year: 2022,
        officialValue: 9926587077.28489,
        kind: "correct",
      },
      {
        quote: "from $22.8bn in 2021",
        indicator: "total_reserves_usd",
        country: "PAK",
        year: 2021,
        officialValue: 22811522857.5295,
        kind: "correct",
      },
      {
        quote: "it averaged 12.6% in 2024",
        indicator: "inflation_cpi_pct",
        country: "PAK",
        year: 2024,
        officialValue: 12.6325318530452,
        kind: "correct",
      },
      {
        quote: "reserves had recovered to $18.4bn",
        indicator: "total_reserves_usd",
        country: "PAK",
        year: 2024,
        officialValue: 18407745860.6666,
        kind: "correct",
      },
      {
        quote: "Pakistan is home to 251.3 million people",
        indicator: "population",
        country: "PAK",
        year: 2024,
        officialValue: 251269164,
        kind: "correct",
      },
      {
        quote: "about $1,480 per person",
        indicator: "gdp_per_capita_usd",
        country: "PAK",
        year: 2024,
        officialValue: 1479.47755241191,
        kind: "correct",
      },
      {
        quote: "an economy of $371.7bn in 2024",
        indicator: "gdp_current_usd",
        country: "PAK",
        year: 2024,
        officialValue: 371747087751.306,
        kind: "correct",
      },
    ],
  },
  {
    slug: "world-population-2025-india-china",
    title: "The world passes 8.2 billion people, and the growth is moving south",
    categoryId: 4,
    authorSlug: "priya-natarajan",
    status: "published",
    publishedAt: "2026-07-28T08:00:00.000Z",
    summary:
      "World Bank data for 2025 show India pulling further ahead of China, Japan shrinking fastest among big countries and Africa supplying an ever-larger share of the world's population growth.",
    html: `<p>The world's population reached 8.22 billion in 2025, according to the World Bank's latest estimates, up 0.9% on the year before. That rate of growth is far below the pace of earlier decades and is still slowing. But where the growth is happening is changing even faster than how much of it there is.</p>
<h2>The biggest countries</h2>
<p>The table shows the most populous countries and, for comparison, a few large economies whose populations are shrinking.</p>
<table>
<caption>Population, millions, and population growth, %, 2025</caption>
<thead><tr><th>Country</th><th>Population (m)</th><th>Growth (%)</th></tr></thead>
<tbody>
<tr><td>India</td><td>1,463.9</td><td>0.89</td></tr>
<tr><td>China</td><td>1,406.6</td><td>−0.17</td></tr>
<tr><td>United States</td><td>341.8</td><td>0.52</td></tr>
<tr><td>Indonesia</td><td>285.7</td><td>0.78</td></tr>
<tr><td>Pakistan</td><td>255.2</td><td>1.56</td></tr>
<tr><td>Nigeria</td><td>237.5</td><td>2.06</td></tr>
<tr><td>Brazil</td><td>212.8</td><td>0.38</td></tr>
<tr><td>Japan</td><td>123.4</td><td>−0.49</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators (July 2026 release).</p>
<h2>India pulls ahead</h2>
<p>India overtook China as the world's most populous country a few years ago, and the gap is widening. With about 1.46 billion people in 2025, India is growing by roughly 13 million people a year, by our calculation, while China's population shrank for a fourth consecutive year, to 1.407 billion.</p>
<p>China's decline is gentle for now, but the underlying demography is stark. Fertility has fallen far below replacement level, and the number of people of working age is shrinking faster than the total. That is one reason economists expect China's potential growth rate to keep falling.</p>
<h2>The shrinking rich</h2>
<p>Japan's population fell 0.49% in 2025, the fastest decline among large economies, to 123.4 million. Italy and South Korea are also shrinking, and several countries in Eastern Europe have been losing people for decades. For these countries, the economic challenge is to keep output and living standards rising with fewer workers and more retirees, through automation, later retirement, higher female participation and, in some cases, immigration.</p>
<h2>Africa's century</h2>
<p>At the other end of the spectrum, sub-Saharan Africa is now the main source of global population growth. Nigeria's population grew 2.06% in 2025 and Ethiopia's 2.55%. By the middle of this century, the United Nations expects Nigeria to be among the handful of most populous countries in the world.</p>
<p>A young, growing population can be an economic asset, the so-called demographic dividend, but only if there are jobs for the young people entering the labour market each year. That requires investment, education and functioning cities on a scale that few governments have yet managed.</p>
<h2>Three things demographers watch</h2>
<ul>
<li><strong>Fertility rates</strong>, which have fallen faster than projected in many middle-income countries, from Thailand to Brazil.</li>
<li><strong>Migration</strong>, which now drives population growth in much of the rich world, including the United States and much of Europe.</li>
<li><strong>Life expectancy</strong>, which recovered after the pandemic and keeps adding to the number of older people.</li>
</ul>
<p>Population data change slowly, but they shape nearly everything else in economics, from the size of the labour force to the sustainability of pension systems. They are worth a look each year.</p>
<p>The series is on the <a href="https://data.worldbank.org/indicator/SP.POP.TOTL">World Bank's population page</a>. More in our <a href="/category/science">Science section</a>.</p>`,
    featuredImage: "world-population-2025-india-china.svg",
    showAuthor: true,
    views: 14600,
    likes: 520,
    figures: [
      {
        quote: "The world's population reached 8.22 billion in 2025",
        indicator: "population",
        country: "WLD",
        year: 2025,
        officialValue: 8215424893,
        kind: "correct",
      },
      {
        quote: "up 0.9% on the year before",
        indicator: "population_growth_pct",
        country: "WLD",
        year: 2025,
        officialValue: 0.911303701154864,
        kind: "correct",
      },
      { quote: "India 1,463.9 0.89", indicator: "population", country: "IND", year: 2025, officialValue: 1463865525, kind: "correct" },
      {
        quote: "India 1,463.9 0.89",
        indicator: "population_growth_pct",
        country: "IND",
        year: 2025,
        officialValue: 0.887183543977214,
        kind: "correct",
      },
      { quote: "China 1,406.6 −0.17", indicator: "population", country: "CHN", year: 2025, officialValue: 1406585000, kind: "correct" },
      {
        quote: "China 1,406.6 −0.17",
        indicator: "population_growth_pct",
        country: "CHN",
        year: 2025,
        officialValue: -0.169770885652674,
        kind: "correct",
      },
      { quote: "United States 341.8 0.52", indicator: "population", country: "USA", year: 2025, officialValue: 341784857, kind: "correct" },
      {
        quote: "United States 341.8 0.52",
        indicator: "population_growth_pct",
        country: "USA",
        year: 2025,
        officialValue: 0.522468081877868,
        kind: "correct",
      },
      { quote: "Indonesia 285.7 0.78", indicator: "population", country: "IDN", year: 2025, officialValue: 285721236, kind: "correct" },
      {
        quote: "Indonesia 285.7 0.78",
        indicator: "population_growth_pct",
        country: "IDN",
        year: 2025,
        officialValue: 0.784708535785041,
        kind: "correct",
      },
      { quote: "Pakistan 255.2 1.56", indicator: "population", country: "PAK", year: 2025, officialValue: 255219554, kind: "correct" },
      {
        quote: "Pakistan 255.2 1.56",
        indicator: "population_growth_pct",
        country: "PAK",
        year: 2025,
        officialValue: 1.55994397009632,
        kind: "correct",
      },
      { quote: "Nigeria 237.5 2.06", indicator: "population", country: "NGA", year: 2025, officialValue: 237527782, kind: "correct" },
      {
        quote: "Nigeria 237.5 2.06",
        indicator: "population_growth_pct",
        country: "NGA",
        year: 2025,
        officialValue: 2.06227178599451,
        kind: "correct",
      },
      { quote: "Brazil 212.8 0.38", indicator: "population", country: "BRA", year: 2025, officialValue: 212812405, kind: "correct" },
      {
        quote: "Brazil 212.8 0.38",
        indicator: "population_growth_pct",
        country: "BRA",
        year: 2025,
        officialValue: 0.383150642409967,
        kind: "correct",
      },
      { quote: "Japan 123.4 −0.49", indicator: "population", country: "JPN", year: 2025, officialValue: 123366734, kind: "correct" },
      {
        quote: "Japan 123.4 −0.49",
        indicator: "population_growth_pct",
        country: "JPN",
        year: 2025,
        officialValue: -0.492142838725375,
        kind: "correct",
      },
      {
        quote: "With about 1.46 billion people in 2025",
        indicator: "population",
        country: "IND",
        year: 2025,
        officialValue: 1463865525,
        kind: "correct",
      },
      { quote: "to 1.407 billion", indicator: "population", country: "CHN", year: 2025, officialValue: 1406585000, kind: "correct" },
      {
        quote: "Japan's population fell 0.49% in 2025",
        indicator: "population_growth_pct",
        country: "JPN",
        year: 2025,
        officialValue: -0.492142838725375,
        kind: "correct",
      },
      { quote: "to 123.4 million", indicator: "population", country: "JPN", year: 2025, officialValue: 123366734, kind: "correct" },
      {
        quote: "Nigeria's population grew 2.06% in 2025",
        indicator: "population_growth_pct",
        country: "NGA",
        year: 2025,
        officialValue: 2.06227178599451,
        kind: "correct",
      },
      {
        quote: "Ethiopia's 2.55%",
        indicator: "population_growth_pct",
        country: "ETH",
        year: 2025,
        officialValue: 2.55107529460765,
        kind: "correct",
      },
    ],
  },
  {
    slug: "gdp-revisions-explained",
    title: "Why last year's GDP keeps changing: a guide to statistical revisions",
    categoryId: 4,
    authorSlug: "priya-natarajan",
    status: "draft",
    publishedAt: "2026-11-09T09:00:00.000Z",
    summary:
      "First estimates are educated guesses that improve as tax records, surveys and censuses arrive. Why revisions happen, how large they can be and how our fact-checker deals with them.",
    html: `<p>Every July the World Bank refreshes its World Development Indicators, and every July some of the numbers our readers thought were settled change. This year's update revised American GDP for 2023 and 2024 upward. The figures now stand at $27.8 trillion for 2023 and $29.3 trillion for 2024. Nothing happened to the American economy in the meantime; the statisticians simply learned more about it.</p>
<h2>Where revisions come from</h2>
<p>A first estimate of GDP is built from partial data: early business surveys, incomplete tax returns, assumptions about sectors that are hard to measure. As fuller information arrives, the estimate is revised, often several times over a number of years.</p>
<ul>
<li><strong>Routine revisions</strong> incorporate late survey responses and annual tax data.</li>
<li><strong>Benchmark revisions</strong>, every few years, bring in new censuses and sometimes new methods, such as how software or research spending is counted.</li>
<li><strong>Base-year changes</strong> update the prices used to weight different goods, which can shift growth rates and levels in emerging economies substantially.</li>
</ul>
<h2>How big can they be?</h2>
<p>For rich countries, revisions to annual growth are usually a few tenths of a percentage point. For countries that rebase their national accounts after many years, the level of GDP can jump dramatically overnight, as several African economies have shown.</p>
<h2>What this means for fact-checking</h2>
<p>Our fact-check assistant checks figures against a fixed snapshot of the official data, and records which release that is. A figure that was right when published may no longer match a later vintage. We therefore judge articles against the data available on the day they were written, and we flag older figures that have since been revised, rather than treating them as errors.</p>
<p>[Draft: add examples of large rebasing revisions with sources; add a chart of first versus latest estimates for the G7; check the World Bank release notes for the size of the US revision.]</p>
<h2>Advice for readers</h2>
<p>Treat the first estimate of any year's GDP as provisional, particularly for countries with limited statistical capacity. Prefer growth rates over levels when comparing across releases, since levels move more with revisions and exchange rates. And when two sources disagree, check whether they are simply different vintages of the same data before concluding that one of them is wrong. Many apparent contradictions in economic reporting turn out to be nothing more than this.</p>
<p>The World Bank documents its releases on the <a href="https://data.worldbank.org/">World Bank Open Data</a> site, and the IMF publishes its World Economic Outlook database twice a year on <a href="https://www.imf.org/en/Publications/WEO">its website</a>. Both keep older vintages available for anyone who wants to trace how a number has changed over time, which is the best way to understand how much confidence a first estimate deserves.</p>`,
    featuredImage: "gdp-revisions-explained.svg",
    showAuthor: true,
    views: 52,
    likes: 0,
    figures: [
      {
        quote: "$27.8 trillion for 2023",
        indicator: "gdp_current_usd",
        country: "USA",
        year: 2023,
        officialValue: 27811517000000,
        kind: "correct",
      },
      {
        quote: "$29.3 trillion for 2024",
        indicator: "gdp_current_usd",
        country: "USA",
        year: 2024,
        officialValue: 29298013000000,
        kind: "correct",
      },
    ],
  },
];
