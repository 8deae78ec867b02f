import type { SeedArticle } from "@/lib/db/seed/types";

/** Business (category 2): markets, growth, currencies and capital flows. */
export const marketsArticles: SeedArticle[] = [
  {
    slug: "us-economy-passes-30-trillion",
    title: "America's economy passes $30 trillion as the World Bank publishes its first 2025 estimates",
    categoryId: 2,
    authorSlug: "maya-okafor",
    status: "published",
    publishedAt: "2026-07-08T07:30:00.000Z",
    summary:
      "The July update of the World Development Indicators puts US output above $30 trillion for the first time. Below the top two, exchange rates have reshuffled the league table.",
    html: `<p>The United States produced goods and services worth $30.8 trillion in 2025, according to the first 2025 estimates in the World Bank's World Development Indicators, released this month. It is the first time the headline figure has passed the $30tn mark, up from US$29.3tn in 2024.</p>
<p>The milestone is less dramatic than it sounds. Measured in current dollars, GDP rises with prices as well as with output. Adjusted for inflation, World Bank data show the American economy grew 2.2% in 2025, slower than the 2.8% recorded a year earlier. More than half of the nominal gain, in other words, was inflation.</p>
<h2>A quarter of world output</h2>
<p>World GDP reached $118.4 trillion in 2025 on the same measure, which leaves the United States with about 26% of the total by our calculation. Output per person came to about $90,000, a level no other large economy approaches.</p>
<p>China remains a distant second at $19.5tn. Its economy grew 5.0% in real terms, the World Bank estimates, but the broadest measure of prices in the economy, the GDP deflator, fell 0.9%. Falling prices shrink the dollar value of output even when volumes are rising, which is why the dollar gap between the two largest economies has widened in recent years despite China's faster real growth.</p>
<h2>The table below the top two</h2>
<p>Below China the order has been reshuffled, and mostly by currencies rather than by growth. The table shows GDP in current US dollars for the seven largest economies in the new release.</p>
<table>
<caption>GDP at current prices, US$ trillion, 2024 and 2025</caption>
<thead><tr><th>Economy</th><th>2024</th><th>2025</th></tr></thead>
<tbody>
<tr><td>United States</td><td>29.30</td><td>30.77</td></tr>
<tr><td>China</td><td>18.73</td><td>19.50</td></tr>
<tr><td>Germany</td><td>4.69</td><td>5.05</td></tr>
<tr><td>Japan</td><td>4.19</td><td>4.44</td></tr>
<tr><td>United Kingdom</td><td>3.70</td><td>4.00</td></tr>
<tr><td>India</td><td>3.76</td><td>3.96</td></tr>
<tr><td>France</td><td>3.16</td><td>3.37</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators (July 2026 release); 2025 values are first estimates.</p>
<p>The most striking change is at fifth place. Britain had slipped behind India in 2024 but moved back ahead in 2025. That is not because Britain outgrew India: India's economy grew 7.6% in real terms in 2025 against Britain's 1.4%. The difference is the exchange rate. The pound strengthened, averaging 0.759 pounds per dollar in 2025 against 0.782 in 2024, while the rupee weakened to 87.2 rupees per dollar from 83.7 in 2024. Converted into dollars, British output grew and Indian output grew more slowly than its real economy.</p>
<h2>How to read the new numbers</h2>
<p>Three cautions apply to any ranking built on current-dollar GDP:</p>
<ul>
<li><strong>First estimates get revised.</strong> The 2025 figures are the World Bank's first pass. This release also revised earlier US figures, a reminder that even "final" numbers move.</li>
<li><strong>Exchange rates swing rankings.</strong> A 3% move in a currency can reorder countries whose economies are within a few percent of each other, as Britain and India show.</li>
<li><strong>Dollar GDP is not living standards.</strong> For comparisons of what incomes buy, purchasing-power-parity measures are more useful, and they tell a different story about India in particular.</li>
</ul>
<p>None of this diminishes the headline. For investors who compare the value of American stock and bond markets with the size of the economy beneath them, the denominator has just been reset, and it is bigger than many had pencilled in.</p>
<p>The full series is available from the <a href="https://data.worldbank.org/indicator/NY.GDP.MKTP.CD">World Bank's GDP data pages</a>. More of our coverage of growth and markets is in the <a href="/category/business">Business section</a>.</p>`,
    featuredImage: "us-economy-passes-30-trillion.svg",
    showAuthor: true,
    topBanner: { image: "banner-markets-weekly.svg", url: "https://data.worldbank.org/indicator/NY.GDP.MKTP.CD" },
    views: 24180,
    likes: 812,
    figures: [
      {
        quote: "$30.8 trillion in 2025",
        indicator: "gdp_current_usd",
        country: "USA",
        year: 2025,
        officialValue: 30769700000000,
        kind: "correct",
      },
      {
        quote: "up from US$29.3tn in 2024",
        indicator: "gdp_current_usd",
        country: "USA",
        year: 2024,
        officialValue: 29298013000000,
        kind: "correct",
      },
      {
        quote: "the American economy grew 2.2% in 2025",
        indicator: "gdp_growth_pct",
        country: "USA",
        year: 2025,
        officialValue: 2.16138195623856,
        kind: "correct",
      },
      {
        quote: "the 2.8% recorded a year earlier",
        indicator: "gdp_growth_pct",
        country: "USA",
        year: 2024,
        officialValue: 2.79318715363841,
        kind: "correct",
      },
      {
        quote: "World GDP reached $118.4 trillion in 2025",
        indicator: "gdp_current_usd",
        country: "WLD",
        year: 2025,
        officialValue: 118350166039396,
        kind: "correct",
      },
      {
        quote: "Output per person came to about $90,000",
        indicator: "gdp_per_capita_usd",
        country: "USA",
        year: 2025,
        officialValue: 90026.5163005744,
        kind: "correct",
      },
      {
        quote: "China remains a distant second at $19.5tn",
        indicator: "gdp_current_usd",
        country: "CHN",
        year: 2025,
        officialValue: 19498039388042.6,
        kind: "correct",
      },
      {
        quote: "Its economy grew 5.0% in real terms",
        indicator: "gdp_growth_pct",
        country: "CHN",
        year: 2025,
        officialValue: 4.95994886240992,
        kind: "correct",
      },
      {
        quote: "the GDP deflator, fell 0.9%",
        indicator: "inflation_gdp_deflator_pct",
        country: "CHN",
        year: 2025,
        officialValue: -0.92233523175824,
        kind: "correct",
      },
      {
        quote: "United States 29.30 30.77",
        indicator: "gdp_current_usd",
        country: "USA",
        year: 2024,
        officialValue: 29298013000000,
        kind: "correct",
      },
      {
        quote: "United States 29.30 30.77",
        indicator: "gdp_current_usd",
        country: "USA",
        year: 2025,
        officialValue: 30769700000000,
        kind: "correct",
      },
      {
        quote: "China 18.73 19.50",
        indicator: "gdp_current_usd",
        country: "CHN",
        year: 2024,
        officialValue: 18729668435848,
        kind: "correct",
      },
      {
        quote: "China 18.73 19.50",
        indicator: "gdp_current_usd",
        country: "CHN",
        year: 2025,
        officialValue: 19498039388042.6,
        kind: "correct",
      },
      {
        quote: "Germany 4.69 5.05",
        indicator: "gdp_current_usd",
        country: "DEU",
        year: 2024,
        officialValue: 4685592577804.69,
        kind: "correct",
      },
      {
        quote: "Germany 4.69 5.05",
        indicator: "gdp_current_usd",
        country: "DEU",
        year: 2025,
        officialValue: 5050922925047.05,
        kind: "correct",
      },
      {
        quote: "Japan 4.19 4.44",
        indicator: "gdp_current_usd",
        country: "JPN",
        year: 2024,
        officialValue: 4190008188358.57,
        kind: "correct",
      },
      {
        quote: "Japan 4.19 4.44",
        indicator: "gdp_current_usd",
        country: "JPN",
        year: 2025,
        officialValue: 4435162999976.94,
        kind: "correct",
      },
      {
        quote: "United Kingdom 3.70 4.00",
        indicator: "gdp_current_usd",
        country: "GBR",
        year: 2024,
        officialValue: 3695539513534.15,
        kind: "correct",
      },
      {
        quote: "United Kingdom 3.70 4.00",
        indicator: "gdp_current_usd",
        country: "GBR",
        year: 2025,
        officialValue: 4002587541846.01,
        kind: "correct",
      },
      {
        quote: "India 3.76 3.96",
        indicator: "gdp_current_usd",
        country: "IND",
        year: 2024,
        officialValue: 3760813470500.86,
        kind: "correct",
      },
      {
        quote: "India 3.76 3.96",
        indicator: "gdp_current_usd",
        country: "IND",
        year: 2025,
        officialValue: 3956067115771.63,
        kind: "correct",
      },
      {
        quote: "France 3.16 3.37",
        indicator: "gdp_current_usd",
        country: "FRA",
        year: 2024,
        officialValue: 3160442622465.08,
        kind: "correct",
      },
      {
        quote: "France 3.16 3.37",
        indicator: "gdp_current_usd",
        country: "FRA",
        year: 2025,
        officialValue: 3366315927447.33,
        kind: "correct",
      },
      {
        quote: "India's economy grew 7.6% in real terms in 2025",
        indicator: "gdp_growth_pct",
        country: "IND",
        year: 2025,
        officialValue: 7.56666179284244,
        kind: "correct",
      },
      {
        quote: "against Britain's 1.4%",
        indicator: "gdp_growth_pct",
        country: "GBR",
        year: 2025,
        officialValue: 1.38844207858726,
        kind: "correct",
      },
      {
        quote: "averaging 0.759 pounds per dollar in 2025",
        indicator: "exchange_rate_lcu_per_usd",
        country: "GBR",
        year: 2025,
        officialValue: 0.759473957338608,
        kind: "correct",
      },
      {
        quote: "against 0.782 in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "GBR",
        year: 2024,
        officialValue: 0.782414580986262,
        kind: "correct",
      },
      {
        quote: "the rupee weakened to 87.2 rupees per dollar",
        indicator: "exchange_rate_lcu_per_usd",
        country: "IND",
        year: 2025,
        officialValue: 87.1584483507393,
        kind: "correct",
      },
      {
        quote: "from 83.7 in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "IND",
        year: 2024,
        officialValue: 83.669281580941,
        kind: "correct",
      },
    ],
  },
  {
    slug: "china-growth-2025-first-estimate",
    title: "China met its growth target in 2025. Its prices tell a more awkward story",
    categoryId: 2,
    authorSlug: "hana-sato",
    status: "published",
    publishedAt: "2026-07-21T06:00:00.000Z",
    summary:
      "The World Bank's first estimate puts China's real growth at 5.0% for a second year. But prices across the economy fell again and the trade surplus ballooned, which is not how a healthy expansion looks.",
    html: `<p>On the number Beijing cares about most, 2025 was a success. China's economy grew 5.0% in 2025, according to the first estimate in the World Bank's World Development Indicators, matching the 5.0% of 2024 and meeting the government's official target for a second year running.</p>
<p>Look one layer down, though, and the picture is less comfortable. Growth was achieved with almost no inflation, with falling prices across much of the economy and with a growing reliance on selling to the rest of the world.</p>
<h2>Three years of falling prices</h2>
<p>Consumer prices rose just 0.1% on average over the year, the World Bank data show. The broader GDP deflator, which covers everything the economy produces including investment goods and exports, fell 0.9%, its third consecutive annual decline.</p>
<table>
<caption>China: growth and prices, annual %, 2023 to 2025</caption>
<thead><tr><th>Indicator</th><th>2023</th><th>2024</th><th>2025</th></tr></thead>
<tbody>
<tr><td>Real GDP growth</td><td>5.4</td><td>5.0</td><td>5.0</td></tr>
<tr><td>Consumer prices</td><td>0.2</td><td>0.2</td><td>0.1</td></tr>
<tr><td>GDP deflator</td><td>−0.5</td><td>−0.8</td><td>−0.9</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators (July 2026 release). Consumer prices are annual averages.</p>
<p>Why does it matter? Firms and governments pay wages and service debts in nominal money. When prices fall, nominal income grows more slowly than real output, and debts become heavier relative to the income available to service them. A 5% real expansion with a falling deflator leaves nominal GDP growing at only around 4%, by our calculation, well below the pace at which local-government and corporate debt has been growing.</p>
<h2>Exports pick up the slack</h2>
<p>Where domestic demand has been soft, foreign demand has filled the gap. Exports of goods and services rose to 21.1% of GDP in 2025, up from 20.4% a year earlier, while imports slipped to 16.9% of GDP. The current-account surplus, the broadest measure of China's external balance, jumped to $735bn in 2025 from $462bn in 2024.</p>
<p>Falling domestic prices are part of the explanation. With the yuan steady at an average of 7.19 per dollar, deflation at home has made Chinese goods steadily cheaper abroad. That helps factories but sharpens trade tensions, and trading partners have been quick to respond.</p>
<h2>What to watch in 2026</h2>
<p>The International Monetary Fund's October 2025 World Economic Outlook projected growth slowing to 4.2% in 2026. Several forces point that way:</p>
<ul>
<li><strong>Property.</strong> Housing construction, long one of the biggest engines of activity, is still shrinking and weighing on local-government land revenue.</li>
<li><strong>Demography.</strong> The population fell by 0.17% in 2025 to about 1.407 billion, the fourth annual decline in a row, according to the World Bank.</li>
<li><strong>Jobs.</strong> The ILO's modelled unemployment rate was 4.6% in 2025, but youth unemployment, which is not in our dataset, is a much larger concern.</li>
<li><strong>Trade policy.</strong> A bigger surplus makes China more exposed to tariffs, just as more governments are willing to use them.</li>
</ul>
<p>None of this means the growth figures are fiction; the World Bank's estimate is consistent with the official data. But the composition matters. An economy growing 5% on the back of exports and falling prices is a very different proposition, for investors and for China's trading partners, from one growing 5% because households are spending more.</p>
<p>The underlying series can be explored on the <a href="https://data.worldbank.org/country/china">World Bank's China page</a>.</p>`,
    featuredImage: "china-growth-2025-first-estimate.svg",
    showAuthor: true,
    views: 9870,
    likes: 344,
    figures: [
      {
        quote: "China's economy grew 5.0% in 2025",
        indicator: "gdp_growth_pct",
        country: "CHN",
        year: 2025,
        officialValue: 4.95994886240992,
        kind: "correct",
      },
      {
        quote: "matching the 5.0% of 2024",
        indicator: "gdp_growth_pct",
        country: "CHN",
        year: 2024,
        officialValue: 4.95830378788091,
        kind: "correct",
      },
      {
        quote: "Consumer prices rose just 0.1% on average over the year",
        indicator: "inflation_cpi_pct",
        country: "CHN",
        year: 2025,
        officialValue: 0.0595646916565403,
        kind: "correct",
      },
      {
        quote: "The broader GDP deflator, which covers everything the economy produces including investment goods and exports, fell 0.9%",
        indicator: "inflation_gdp_deflator_pct",
        country: "CHN",
        year: 2025,
        officialValue: -0.92233523175824,
        kind: "correct",
      },
      {
        quote: "Real GDP growth 5.4 5.0 5.0",
        indicator: "gdp_growth_pct",
        country: "CHN",
        year: 2023,
        officialValue: 5.41600334492955,
        kind: "correct",
      },
      {
        quote: "Real GDP growth 5.4 5.0 5.0",
        indicator: "gdp_growth_pct",
        country: "CHN",
        year: 2024,
        officialValue: 4.95830378788091,
        kind: "correct",
      },
      {
        quote: "Real GDP growth 5.4 5.0 5.0",
        indicator: "gdp_growth_pct",
        country: "CHN",
        year: 2025,
        officialValue: 4.95994886240992,
        kind: "correct",
      },
      {
        quote: "Consumer prices 0.2 0.2 0.1",
        indicator: "inflation_cpi_pct",
        country: "CHN",
        year: 2023,
        officialValue: 0.234836828893051,
        kind: "correct",
      },
      {
        quote: "Consumer prices 0.2 0.2 0.1",
        indicator: "inflation_cpi_pct",
        country: "CHN",
        year: 2024,
        officialValue: 0.218128938439177,
        kind: "correct",
      },
      {
        quote: "Consumer prices 0.2 0.2 0.1",
        indicator: "inflation_cpi_pct",
        country: "CHN",
        year: 2025,
        officialValue: 0.0595646916565403,
        kind: "correct",
      },
      {
        quote: "GDP deflator −0.5 −0.8 −0.9",
        indicator: "inflation_gdp_deflator_pct",
        country: "CHN",
        year: 2023,
        officialValue: -0.50679941802575,
        kind: "correct",
      },
      {
        quote: "GDP deflator −0.5 −0.8 −0.9",
        indicator: "inflation_gdp_deflator_pct",
        country: "CHN",
        year: 2024,
        officialValue: -0.764066117400986,
        kind: "correct",
      },
      {
        quote: "GDP deflator −0.5 −0.8 −0.9",
        indicator: "inflation_gdp_deflator_pct",
        country: "CHN",
        year: 2025,
        officialValue: -0.92233523175824,
        kind: "correct",
      },
      {
        quote: "Exports of goods and services rose to 21.1% of GDP in 2025",
        indicator: "exports_pct_gdp",
        country: "CHN",
        year: 2025,
        officialValue: 21.0711983566772,
        kind: "correct",
      },
      {
        quote: "up from 20.4% a year earlier",
        indicator: "exports_pct_gdp",
        country: "CHN",
        year: 2024,
        officialValue: 20.4428283665891,
        kind: "correct",
      },
      {
        quote: "imports slipped to 16.9% of GDP",
        indicator: "imports_pct_gdp",
        country: "CHN",
        year: 2025,
        officialValue: 16.8851895085539,
        kind: "correct",
      },
      {
        quote: "jumped to $735bn in 2025",
        indicator: "current_account_usd",
        country: "CHN",
        year: 2025,
        officialValue: 735021965565.35,
        kind: "correct",
      },
      {
        quote: "from $462bn in 2024",
        indicator: "current_account_usd",
        country: "CHN",
        year: 2024,
        officialValue: 462283038233.16,
        kind: "correct",
      },
      {
        quote: "an average of 7.19 per dollar",
        indicator: "exchange_rate_lcu_per_usd",
        country: "CHN",
        year: 2025,
        officialValue: 7.18984737402171,
        kind: "correct",
      },
      {
        quote: "projected growth slowing to 4.2% in 2026",
        indicator: "imf_gdp_growth_pct",
        country: "CHN",
        year: 2026,
        officialValue: 4.163,
        kind: "correct",
      },
      {
        quote: "The population fell by 0.17% in 2025",
        indicator: "population_growth_pct",
        country: "CHN",
        year: 2025,
        officialValue: -0.169770885652674,
        kind: "correct",
      },
      { quote: "to about 1.407 billion", indicator: "population", country: "CHN", year: 2025, officialValue: 1406585000, kind: "correct" },
      {
        quote: "The ILO's modelled unemployment rate was 4.6% in 2025",
        indicator: "unemployment_pct",
        country: "CHN",
        year: 2025,
        officialValue: 4.615,
        kind: "correct",
      },
    ],
  },
  {
    slug: "euro-area-growth-2024-germany-drag",
    title: "Germany's second year of contraction kept the euro area in the slow lane",
    categoryId: 2,
    authorSlug: "lukas-brenner",
    status: "published",
    publishedAt: "2025-09-18T08:15:00.000Z",
    summary:
      "The euro area grew by less than 1% in 2024, World Bank data show, as Germany shrank for a second year. The south did most of the lifting, led by Spain.",
    html: `<p>For a currency union of some 358 million people, 2024 was another year of treading water. The euro area economy grew 0.9% in 2024, according to World Bank data, after just 0.5% in 2023. Two years of growth below 1% have made the bloc's recovery from the pandemic and the energy shock look anaemic next to America's.</p>
<p>The single biggest reason is Germany. Europe's largest economy shrank 0.5% in 2024 after contracting 0.9% the year before, its first back-to-back decline since 2002 and 2003. With German output accounting for more than a quarter of the euro area's $16.6 trillion GDP in 2024, by our calculation, a German recession is close to a euro-area stagnation.</p>
<h2>A tale of two halves</h2>
<p>The divergence inside the bloc is the story of the past two years. The table shows real growth for the largest members and a few of the periphery economies that were once the bloc's problem children.</p>
<table>
<caption>Real GDP growth, annual %, 2023 and 2024</caption>
<thead><tr><th>Economy</th><th>2023</th><th>2024</th></tr></thead>
<tbody>
<tr><td>Euro area</td><td>0.5</td><td>0.9</td></tr>
<tr><td>Germany</td><td>−0.9</td><td>−0.5</td></tr>
<tr><td>France</td><td>1.4</td><td>1.2</td></tr>
<tr><td>Italy</td><td>0.9</td><td>0.8</td></tr>
<tr><td>Spain</td><td>2.5</td><td>3.5</td></tr>
<tr><td>Netherlands</td><td>−0.6</td><td>1.1</td></tr>
<tr><td>Portugal</td><td>3.1</td><td>2.2</td></tr>
<tr><td>Greece</td><td>2.1</td><td>2.1</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators, GDP growth (annual %).</p>
<p>Spain stands out. Its economy grew 3.5% in 2024, helped by tourism, a strong services sector and rapid immigration: Spain's population rose by 1.0% in the year, one of the fastest rates in the bloc. Even so, Spanish unemployment, at 11.4% in 2024 on the ILO's modelled measure, is still the highest among the large members.</p>
<h2>Why Germany stalled</h2>
<p>Economists point to a combination of shocks that hit the German model at once:</p>
<ul>
<li><strong>Energy.</strong> The loss of cheap Russian pipeline gas raised costs for chemicals, metals and other energy-hungry industries.</li>
<li><strong>China.</strong> Chinese carmakers and machinery firms now compete with German exporters rather than simply buying from them.</li>
<li><strong>Trade exposure.</strong> Exports of goods and services were worth 41.4% of German GDP in 2024, down from 45.6% in 2022, a sign of how much of the slump came through foreign sales.</li>
<li><strong>Fiscal caution.</strong> Germany's constitutional debt brake limited the government's room to offset weak private demand with investment.</li>
</ul>
<p>Inflation, at least, is no longer the problem it was. German consumer prices rose 2.3% on average in 2024, the World Bank data show, close to the European Central Bank's target, which gave the central bank room to cut interest rates through the year.</p>
<h2>What it means for markets</h2>
<p>For investors, the split has shown up in bond spreads and equity performance: southern European markets have been rewarded for their recovery, while Germany's industrial heartland has become a drag on earnings. The euro area's jobless rate held at 6.3% in 2024 on the ILO measure, low by its own history, which has kept consumer spending from collapsing even as industry struggled.</p>
<p>The question for 2025 and beyond is whether Germany's new government will loosen the purse strings enough to change the picture, and whether higher defence and infrastructure spending arrives fast enough to matter. We will be watching the next World Economic Outlook from the IMF, due in October, for its latest read.</p>
<p>The growth data are available on the <a href="https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG">World Bank's GDP growth page</a>.</p>`,
    featuredImage: "euro-area-growth-2024-germany-drag.svg",
    showAuthor: true,
    views: 3420,
    likes: 121,
    figures: [
      {
        quote: "The euro area economy grew 0.9% in 2024",
        indicator: "gdp_growth_pct",
        country: "EMU",
        year: 2024,
        officialValue: 0.938707263867073,
        kind: "correct",
      },
      {
        quote: "after just 0.5% in 2023",
        indicator: "gdp_growth_pct",
        country: "EMU",
        year: 2023,
        officialValue: 0.460070365687699,
        kind: "correct",
      },
      {
        quote: "Europe's largest economy shrank 0.5% in 2024",
        indicator: "gdp_growth_pct",
        country: "DEU",
        year: 2024,
        officialValue: -0.495851897260366,
        kind: "correct",
      },
      {
        quote: "after contracting 0.9% the year before",
        indicator: "gdp_growth_pct",
        country: "DEU",
        year: 2023,
        officialValue: -0.869647578573321,
        kind: "correct",
      },
      {
        quote: "the euro area's $16.6 trillion GDP in 2024",
        indicator: "gdp_current_usd",
        country: "EMU",
        year: 2024,
        officialValue: 16601464538082.4,
        kind: "correct",
      },
      {
        quote: "Euro area 0.5 0.9",
        indicator: "gdp_growth_pct",
        country: "EMU",
        year: 2023,
        officialValue: 0.460070365687699,
        kind: "correct",
      },
      {
        quote: "Euro area 0.5 0.9",
        indicator: "gdp_growth_pct",
        country: "EMU",
        year: 2024,
        officialValue: 0.938707263867073,
        kind: "correct",
      },
      {
        quote: "Germany −0.9 −0.5",
        indicator: "gdp_growth_pct",
        country: "DEU",
        year: 2023,
        officialValue: -0.869647578573321,
        kind: "correct",
      },
      {
        quote: "Germany −0.9 −0.5",
        indicator: "gdp_growth_pct",
        country: "DEU",
        year: 2024,
        officialValue: -0.495851897260366,
        kind: "correct",
      },
      {
        quote: "France 1.4 1.2",
        indicator: "gdp_growth_pct",
        country: "FRA",
        year: 2023,
        officialValue: 1.43921494437743,
        kind: "correct",
      },
      {
        quote: "France 1.4 1.2",
        indicator: "gdp_growth_pct",
        country: "FRA",
        year: 2024,
        officialValue: 1.19046798275883,
        kind: "correct",
      },
      {
        quote: "Italy 0.9 0.8",
        indicator: "gdp_growth_pct",
        country: "ITA",
        year: 2023,
        officialValue: 0.922796543670316,
        kind: "correct",
      },
      {
        quote: "Italy 0.9 0.8",
        indicator: "gdp_growth_pct",
        country: "ITA",
        year: 2024,
        officialValue: 0.783039135276795,
        kind: "correct",
      },
      { quote: "Spain 2.5 3.5", indicator: "gdp_growth_pct", country: "ESP", year: 2023, officialValue: 2.46085796805582, kind: "correct" },
      { quote: "Spain 2.5 3.5", indicator: "gdp_growth_pct", country: "ESP", year: 2024, officialValue: 3.45525405630191, kind: "correct" },
      {
        quote: "Netherlands −0.6 1.1",
        indicator: "gdp_growth_pct",
        country: "NLD",
        year: 2023,
        officialValue: -0.598061017580278,
        kind: "correct",
      },
      {
        quote: "Netherlands −0.6 1.1",
        indicator: "gdp_growth_pct",
        country: "NLD",
        year: 2024,
        officialValue: 1.07383137319854,
        kind: "correct",
      },
      {
        quote: "Portugal 3.1 2.2",
        indicator: "gdp_growth_pct",
        country: "PRT",
        year: 2023,
        officialValue: 3.09998745904281,
        kind: "correct",
      },
      {
        quote: "Portugal 3.1 2.2",
        indicator: "gdp_growth_pct",
        country: "PRT",
        year: 2024,
        officialValue: 2.21459232301109,
        kind: "correct",
      },
      {
        quote: "Greece 2.1 2.1",
        indicator: "gdp_growth_pct",
        country: "GRC",
        year: 2023,
        officialValue: 2.13591131996631,
        kind: "correct",
      },
      { quote: "Greece 2.1 2.1", indicator: "gdp_growth_pct", country: "GRC", year: 2024, officialValue: 2.0865743380603, kind: "correct" },
      {
        quote: "Its economy grew 3.5% in 2024",
        indicator: "gdp_growth_pct",
        country: "ESP",
        year: 2024,
        officialValue: 3.45525405630191,
        kind: "correct",
      },
      {
        quote: "Spain's population rose by 1.0% in the year",
        indicator: "population_growth_pct",
        country: "ESP",
        year: 2024,
        officialValue: 1.02121260938381,
        kind: "correct",
      },
      {
        quote: "at 11.4% in 2024 on the ILO's modelled measure",
        indicator: "unemployment_pct",
        country: "ESP",
        year: 2024,
        officialValue: 11.4,
        kind: "correct",
      },
      {
        quote: "worth 41.4% of German GDP in 2024",
        indicator: "exports_pct_gdp",
        country: "DEU",
        year: 2024,
        officialValue: 41.4340593720908,
        kind: "correct",
      },
      {
        quote: "down from 45.6% in 2022",
        indicator: "exports_pct_gdp",
        country: "DEU",
        year: 2022,
        officialValue: 45.6284043425185,
        kind: "correct",
      },
      {
        quote: "German consumer prices rose 2.3% on average in 2024",
        indicator: "inflation_cpi_pct",
        country: "DEU",
        year: 2024,
        officialValue: 2.2564981433876,
        kind: "correct",
      },
      {
        quote: "The euro area's jobless rate held at 6.3% in 2024",
        indicator: "unemployment_pct",
        country: "EMU",
        year: 2024,
        officialValue: 6.34778064605911,
        kind: "correct",
      },
      { quote: "some 358 million people", indicator: "population", country: "EMU", year: 2024, officialValue: 357603357, kind: "correct" },
    ],
  },
  {
    slug: "imf-october-2025-world-economic-outlook",
    title: "IMF sees the world economy bending, not breaking, in its October outlook",
    categoryId: 2,
    authorSlug: "daniel-reyes",
    status: "published",
    publishedAt: "2025-10-16T11:00:00.000Z",
    summary:
      "The IMF's October 2025 World Economic Outlook puts global growth at 3.2% this year and 3.1% in 2026. Tariffs have dented the picture less than feared, but the Fund's list of risks is long.",
    html: `<p>Six months ago, with a wave of American tariffs freshly announced, forecasters were bracing for a sharp global slowdown. The International Monetary Fund's October 2025 World Economic Outlook, published this week, describes something milder: an economy that is bending under trade friction and uncertainty but not breaking.</p>
<p>According to the IMF's October 2025 World Economic Outlook, world growth will come in at 3.2% in 2025 and 3.1% in 2026, down from 3.3% in 2024. Those are figures measured at purchasing-power-parity weights, which give fast-growing emerging economies more influence than market exchange rates would.</p>
<h2>The forecasts in one table</h2>
<p>The table lists the Fund's real GDP growth numbers for the main economies and groups. The 2025 figures are estimates and those for 2026 are projections.</p>
<table>
<caption>IMF real GDP growth, annual %, 2025 estimate and 2026 projection</caption>
<thead><tr><th>Economy</th><th>2025</th><th>2026</th></tr></thead>
<tbody>
<tr><td>World</td><td>3.2</td><td>3.1</td></tr>
<tr><td>Advanced economies</td><td>1.6</td><td>1.6</td></tr>
<tr><td>United States</td><td>2.0</td><td>2.1</td></tr>
<tr><td>Euro area</td><td>1.2</td><td>1.1</td></tr>
<tr><td>Japan</td><td>1.1</td><td>0.6</td></tr>
<tr><td>Emerging and developing economies</td><td>4.2</td><td>4.0</td></tr>
<tr><td>China</td><td>4.8</td><td>4.2</td></tr>
<tr><td>India</td><td>6.6</td><td>6.2</td></tr>
</tbody>
</table>
<p>Source: International Monetary Fund, World Economic Outlook Database, October 2025. India's figures are for fiscal years starting in April.</p>
<h2>Why the damage has been limited so far</h2>
<p>The IMF offers several reasons the tariff shock has not yet produced the slump some feared:</p>
<ul>
<li>Companies front-loaded imports ahead of tariff deadlines, flattering trade and output in the first half of the year.</li>
<li>Many tariffs were delayed, reduced or exempted after negotiations, so the effective rate rose less than headline announcements suggested.</li>
<li>Financial conditions stayed loose, helped by buoyant equity markets and a softer dollar.</li>
<li>In the United States, heavy investment in data centres and artificial intelligence has supported demand.</li>
</ul>
<p>None of these is permanent, which is why the 2026 numbers are a little weaker. The Fund expects US growth of 2.0% this year and 2.1% next, while China slows from 4.8% in 2025 to 4.2% in 2026 as its property slump and weak household demand weigh. Among large advanced economies, Germany is barely growing, with the IMF pencilling in just 0.2% for 2025.</p>
<h2>Inflation: progress, but not everywhere</h2>
<p>On prices the story is broadly encouraging. The IMF estimates global consumer-price inflation at 4.2% in 2025, down from 5.8% in 2024, and projects 3.7% for 2026. These are weighted averages that include high-inflation economies such as Argentina and Turkey, so they sit well above rates in most rich countries.</p>
<p>The exception worth watching is the United States, where tariffs are pushing up goods prices. The Fund expects American inflation to average 2.7% in 2025, still above the Federal Reserve's goal.</p>
<h2>The risks</h2>
<p>The Fund's risk assessment is tilted to the downside. It highlights a renewed escalation of trade disputes, a correction in richly valued technology stocks, stress in public finances as debt keeps rising and the possibility that central banks lose credibility under political pressure. Any one of them could turn a bend into a break.</p>
<p>The full projections are in the <a href="https://www.imf.org/en/Publications/WEO">IMF's World Economic Outlook</a>; we will track how the forecasts hold up in our <a href="/category/business">Business section</a>.</p>`,
    featuredImage: "imf-october-2025-world-economic-outlook.svg",
    showAuthor: true,
    bottomBanner: { image: "banner-imf-weo.svg", url: "https://www.imf.org/en/Publications/WEO" },
    views: 18950,
    likes: 655,
    figures: [
      {
        quote: "world growth will come in at 3.2% in 2025",
        indicator: "imf_gdp_growth_pct",
        country: "WLD",
        year: 2025,
        officialValue: 3.163,
        kind: "correct",
      },
      { quote: "and 3.1% in 2026", indicator: "imf_gdp_growth_pct", country: "WLD", year: 2026, officialValue: 3.089, kind: "correct" },
      {
        quote: "down from 3.3% in 2024",
        indicator: "imf_gdp_growth_pct",
        country: "WLD",
        year: 2024,
        officialValue: 3.336,
        kind: "correct",
      },
      { quote: "World 3.2 3.1", indicator: "imf_gdp_growth_pct", country: "WLD", year: 2025, officialValue: 3.163, kind: "correct" },
      { quote: "World 3.2 3.1", indicator: "imf_gdp_growth_pct", country: "WLD", year: 2026, officialValue: 3.089, kind: "correct" },
      {
        quote: "Advanced economies 1.6 1.6",
        indicator: "imf_gdp_growth_pct",
        country: "G110",
        year: 2025,
        officialValue: 1.607,
        kind: "correct",
      },
      {
        quote: "Advanced economies 1.6 1.6",
        indicator: "imf_gdp_growth_pct",
        country: "G110",
        year: 2026,
        officialValue: 1.634,
        kind: "correct",
      },
      {
        quote: "United States 2.0 2.1",
        indicator: "imf_gdp_growth_pct",
        country: "USA",
        year: 2025,
        officialValue: 2.017,
        kind: "correct",
      },
      {
        quote: "United States 2.0 2.1",
        indicator: "imf_gdp_growth_pct",
        country: "USA",
        year: 2026,
        officialValue: 2.102,
        kind: "correct",
      },
      { quote: "Euro area 1.2 1.1", indicator: "imf_gdp_growth_pct", country: "EMU", year: 2025, officialValue: 1.197, kind: "correct" },
      { quote: "Euro area 1.2 1.1", indicator: "imf_gdp_growth_pct", country: "EMU", year: 2026, officialValue: 1.14, kind: "correct" },
      { quote: "Japan 1.1 0.6", indicator: "imf_gdp_growth_pct", country: "JPN", year: 2025, officialValue: 1.076, kind: "correct" },
      { quote: "Japan 1.1 0.6", indicator: "imf_gdp_growth_pct", country: "JPN", year: 2026, officialValue: 0.633, kind: "correct" },
      {
        quote: "Emerging and developing economies 4.2 4.0",
        indicator: "imf_gdp_growth_pct",
        country: "G200",
        year: 2025,
        officialValue: 4.161,
        kind: "correct",
      },
      {
        quote: "Emerging and developing economies 4.2 4.0",
        indicator: "imf_gdp_growth_pct",
        country: "G200",
        year: 2026,
        officialValue: 4.002,
        kind: "correct",
      },
      { quote: "China 4.8 4.2", indicator: "imf_gdp_growth_pct", country: "CHN", year: 2025, officialValue: 4.796, kind: "correct" },
      { quote: "China 4.8 4.2", indicator: "imf_gdp_growth_pct", country: "CHN", year: 2026, officialValue: 4.163, kind: "correct" },
      { quote: "India 6.6 6.2", indicator: "imf_gdp_growth_pct", country: "IND", year: 2025, officialValue: 6.646, kind: "correct" },
      { quote: "India 6.6 6.2", indicator: "imf_gdp_growth_pct", country: "IND", year: 2026, officialValue: 6.159, kind: "correct" },
      {
        quote: "The Fund expects US growth of 2.0% this year",
        indicator: "imf_gdp_growth_pct",
        country: "USA",
        year: 2025,
        officialValue: 2.017,
        kind: "correct",
      },
      { quote: "and 2.1% next", indicator: "imf_gdp_growth_pct", country: "USA", year: 2026, officialValue: 2.102, kind: "correct" },
      {
        quote: "China slows from 4.8% in 2025",
        indicator: "imf_gdp_growth_pct",
        country: "CHN",
        year: 2025,
        officialValue: 4.796,
        kind: "correct",
      },
      { quote: "to 4.2% in 2026", indicator: "imf_gdp_growth_pct", country: "CHN", year: 2026, officialValue: 4.163, kind: "correct" },
      {
        quote: "pencilling in just 0.2% for 2025",
        indicator: "imf_gdp_growth_pct",
        country: "DEU",
        year: 2025,
        officialValue: 0.191,
        kind: "correct",
      },
      {
        quote: "global consumer-price inflation at 4.2% in 2025",
        indicator: "imf_inflation_cpi_pct",
        country: "WLD",
        year: 2025,
        officialValue: 4.198,
        kind: "correct",
      },
      {
        quote: "down from 5.8% in 2024",
        indicator: "imf_inflation_cpi_pct",
        country: "WLD",
        year: 2024,
        officialValue: 5.786,
        kind: "correct",
      },
      {
        quote: "projects 3.7% for 2026",
        indicator: "imf_inflation_cpi_pct",
        country: "WLD",
        year: 2026,
        officialValue: 3.709,
        kind: "correct",
      },
      {
        quote: "American inflation to average 2.7% in 2025",
        indicator: "imf_inflation_cpi_pct",
        country: "USA",
        year: 2025,
        officialValue: 2.715,
        kind: "correct",
      },
    ],
  },
  {
    slug: "yen-weakness-exchange-rate-2024",
    title: "The long slide of the yen, and who pays for it",
    categoryId: 2,
    authorSlug: "hana-sato",
    status: "published",
    publishedAt: "2025-11-04T02:30:00.000Z",
    summary:
      "The yen averaged more than 151 to the dollar in 2024, its weakest annual average since at least 1990. Exporters have prospered; Japanese households and Japan's place in the dollar league table have not.",
    html: `<p>From 2014 to 2021, the yen's annual average against the dollar stayed between about 106 and 121. Then came the post-pandemic divergence in interest rates. As the Federal Reserve raised rates aggressively and the Bank of Japan held its own near zero, the yen went into a slide that has reshaped Japan's economy and its standing in the world.</p>
<p>World Bank data show the yen averaged 151.4 yen per dollar in 2024, against 109.8 in 2021. In three years the Japanese currency lost more than a quarter of its value against the dollar, by our calculation. The fall was steady rather than sudden: the annual average was 131.5 in 2022 and 140.5 in 2023.</p>
<h2>Not only the yen</h2>
<p>Japan was the extreme case, but the strong dollar weighed on currencies across Asia, as the table shows.</p>
<table>
<caption>Asian currencies per US dollar, annual average, 2021 and 2024</caption>
<thead><tr><th>Currency</th><th>2021</th><th>2024</th></tr></thead>
<tbody>
<tr><td>Japanese yen</td><td>109.8</td><td>151.4</td></tr>
<tr><td>Korean won</td><td>1,144.0</td><td>1,363.4</td></tr>
<tr><td>Chinese yuan</td><td>6.45</td><td>7.20</td></tr>
<tr><td>Indian rupee</td><td>73.9</td><td>83.7</td></tr>
<tr><td>Thai baht</td><td>32.0</td><td>35.3</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators, official exchange rate (local currency units per US$, period average).</p>
<h2>Winners and losers</h2>
<p>A weak currency is a transfer, not a free lunch. Inside Japan, the gains and losses have fallen unevenly:</p>
<ul>
<li><strong>Exporters and multinationals</strong> earn dollars and euros abroad that convert into many more yen at home. Japan's current-account surplus reached 4.8% of GDP in 2024, according to the IMF, much of it income from overseas investments.</li>
<li><strong>Tourism</strong> has boomed, as foreign visitors discovered that Tokyo had become one of the cheaper rich-world capitals to visit.</li>
<li><strong>Households</strong> have paid through imported inflation. Consumer prices rose 3.3% in 2023 and 2.7% in 2024, World Bank figures show, rates Japan had not seen for a generation, while wage growth lagged for much of that period.</li>
<li><strong>Smaller firms</strong> that import energy, food or components but sell at home have been squeezed.</li>
</ul>
<h2>Slipping down the league table</h2>
<p>The currency also explains one of the more striking changes in the global rankings. Measured in dollars, Japan's GDP fell from $5.23tn in 2021 to $4.19tn in 2024. Germany, at $4.69tn, overtook it as the world's third-largest economy in dollar terms.</p>
<p>The real economy did not collapse. Japan's output shrank 0.2% in 2024 in real terms, according to the World Bank, and the IMF expects growth of 1.1% in 2025. The fall in dollar GDP is mostly a currency effect. But it is not meaningless: GDP per person, at about $33,800 in 2024 against $41,600 in 2021, measures how much of the world's goods and services an average Japanese income can command, and that has shrunk.</p>
<h2>What could turn it</h2>
<p>The yen's fortunes depend above all on the gap between American and Japanese interest rates. The Bank of Japan has started raising rates, cautiously, and the Fed has begun cutting. If that gap narrows further, the currency could recover some ground. Investors who have borrowed cheaply in yen to buy higher-yielding assets elsewhere, the so-called carry trade, would feel it quickly, as the sharp market wobble of August 2024 showed.</p>
<p>Exchange-rate data for every economy are on the <a href="https://data.worldbank.org/indicator/PA.NUS.FCRF">World Bank's official exchange rate page</a>.</p>`,
    featuredImage: null,
    showAuthor: true,
    views: 6210,
    likes: 233,
    figures: [
      {
        quote: "stayed between about 106 and 121",
        indicator: "exchange_rate_lcu_per_usd",
        country: "JPN",
        year: 2014,
        officialValue: 105.944781034025,
        kind: "correct",
      },
      {
        quote: "stayed between about 106 and 121",
        indicator: "exchange_rate_lcu_per_usd",
        country: "JPN",
        year: 2015,
        officialValue: 121.044025684011,
        kind: "correct",
      },
      {
        quote: "the yen averaged 151.4 yen per dollar in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "JPN",
        year: 2024,
        officialValue: 151.366291302752,
        kind: "correct",
      },
      {
        quote: "against 109.8 in 2021",
        indicator: "exchange_rate_lcu_per_usd",
        country: "JPN",
        year: 2021,
        officialValue: 109.754323839417,
        kind: "correct",
      },
      {
        quote: "the annual average was 131.5 in 2022",
        indicator: "exchange_rate_lcu_per_usd",
        country: "JPN",
        year: 2022,
        officialValue: 131.498140443764,
        kind: "correct",
      },
      {
        quote: "and 140.5 in 2023",
        indicator: "exchange_rate_lcu_per_usd",
        country: "JPN",
        year: 2023,
        officialValue: 140.49110006234,
        kind: "correct",
      },
      {
        quote: "Japanese yen 109.8 151.4",
        indicator: "exchange_rate_lcu_per_usd",
        country: "JPN",
        year: 2021,
        officialValue: 109.754323839417,
        kind: "correct",
      },
      {
        quote: "Japanese yen 109.8 151.4",
        indicator: "exchange_rate_lcu_per_usd",
        country: "JPN",
        year: 2024,
        officialValue: 151.366291302752,
        kind: "correct",
      },
      {
        quote: "Korean won 1,144.0 1,363.4",
        indicator: "exchange_rate_lcu_per_usd",
        country: "KOR",
        year: 2021,
        officialValue: 1143.95166666667,
        kind: "correct",
      },
      {
        quote: "Korean won 1,144.0 1,363.4",
        indicator: "exchange_rate_lcu_per_usd",
        country: "KOR",
        year: 2024,
        officialValue: 1363.375,
        kind: "correct",
      },
      {
        quote: "Chinese yuan 6.45 7.20",
        indicator: "exchange_rate_lcu_per_usd",
        country: "CHN",
        year: 2021,
        officialValue: 6.44897518024316,
        kind: "correct",
      },
      {
        quote: "Chinese yuan 6.45 7.20",
        indicator: "exchange_rate_lcu_per_usd",
        country: "CHN",
        year: 2024,
        officialValue: 7.19749110789917,
        kind: "correct",
      },
      {
        quote: "Indian rupee 73.9 83.7",
        indicator: "exchange_rate_lcu_per_usd",
        country: "IND",
        year: 2021,
        officialValue: 73.9180128154351,
        kind: "correct",
      },
      {
        quote: "Indian rupee 73.9 83.7",
        indicator: "exchange_rate_lcu_per_usd",
        country: "IND",
        year: 2024,
        officialValue: 83.669281580941,
        kind: "correct",
      },
      {
        quote: "Thai baht 32.0 35.3",
        indicator: "exchange_rate_lcu_per_usd",
        country: "THA",
        year: 2021,
        officialValue: 31.9770934417717,
        kind: "correct",
      },
      {
        quote: "Thai baht 32.0 35.3",
        indicator: "exchange_rate_lcu_per_usd",
        country: "THA",
        year: 2024,
        officialValue: 35.2935380808081,
        kind: "correct",
      },
      {
        quote: "Japan's current-account surplus reached 4.8% of GDP in 2024",
        indicator: "current_account_pct_gdp",
        country: "JPN",
        year: 2024,
        officialValue: 4.818,
        kind: "correct",
      },
      {
        quote: "Consumer prices rose 3.3% in 2023",
        indicator: "inflation_cpi_pct",
        country: "JPN",
        year: 2023,
        officialValue: 3.26813365933163,
        kind: "correct",
      },
      {
        quote: "and 2.7% in 2024",
        indicator: "inflation_cpi_pct",
        country: "JPN",
        year: 2024,
        officialValue: 2.73853681635241,
        kind: "correct",
      },
      {
        quote: "Japan's GDP fell from $5.23tn in 2021",
        indicator: "gdp_current_usd",
        country: "JPN",
        year: 2021,
        officialValue: 5225933520753.1,
        kind: "correct",
      },
      {
        quote: "to $4.19tn in 2024",
        indicator: "gdp_current_usd",
        country: "JPN",
        year: 2024,
        officialValue: 4190008188358.57,
        kind: "correct",
      },
      {
        quote: "Germany, at $4.69tn",
        indicator: "gdp_current_usd",
        country: "DEU",
        year: 2024,
        officialValue: 4685592577804.69,
        kind: "correct",
      },
      {
        quote: "Japan's output shrank 0.2% in 2024 in real terms",
        indicator: "gdp_growth_pct",
        country: "JPN",
        year: 2024,
        officialValue: -0.240084236041696,
        kind: "correct",
      },
      {
        quote: "the IMF expects growth of 1.1% in 2025",
        indicator: "imf_gdp_growth_pct",
        country: "JPN",
        year: 2025,
        officialValue: 1.076,
        kind: "correct",
      },
      {
        quote: "at about $33,800 in 2024",
        indicator: "gdp_per_capita_usd",
        country: "JPN",
        year: 2024,
        officialValue: 33797.1014287876,
        kind: "correct",
      },
      {
        quote: "against $41,600 in 2021",
        indicator: "gdp_per_capita_usd",
        country: "JPN",
        year: 2021,
        officialValue: 41580.739040705,
        kind: "correct",
      },
    ],
  },
  {
    slug: "fdi-2024-where-the-money-went",
    title: "Foreign direct investment rebounded in 2024. Follow the money and it looks very different",
    categoryId: 2,
    authorSlug: "priya-natarajan",
    status: "published",
    publishedAt: "2025-12-02T09:00:00.000Z",
    summary:
      "Global FDI inflows recovered to $1.57 trillion in 2024, World Bank data show. China's share has collapsed, a single Egyptian deal stands out and the headline totals hide a lot of accounting noise.",
    html: `<p>Foreign direct investment, the money companies put into factories, offices and stakes in foreign businesses, is one of the more telling indicators of where firms think the future lies. It is also one of the noisiest. Both points are on display in the latest World Bank data.</p>
<p>World Bank data show global net FDI inflows of $1.57 trillion in 2024, a strong rebound from $973bn in 2023 but still well short of the $2.52 trillion recorded in the post-pandemic rush of 2021.</p>
<h2>The largest destinations</h2>
<p>The table shows net inflows in 2024 for a selection of the largest recipients and some of the economies that have been winning factory investment from companies diversifying away from China.</p>
<table>
<caption>Foreign direct investment, net inflows, US$ billion, 2024</caption>
<thead><tr><th>Economy</th><th>2024</th></tr></thead>
<tbody>
<tr><td>United States</td><td>297.1</td></tr>
<tr><td>Singapore</td><td>135.1</td></tr>
<tr><td>Egypt</td><td>46.6</td></tr>
<tr><td>Mexico</td><td>45.5</td></tr>
<tr><td>China</td><td>42.6</td></tr>
<tr><td>India</td><td>27.1</td></tr>
<tr><td>Indonesia</td><td>24.3</td></tr>
<tr><td>Vietnam</td><td>20.2</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators, foreign direct investment, net inflows (BoP, current US$).</p>
<h2>Three stories in the numbers</h2>
<p><strong>China's retreat.</strong> Net inflows into China were $42.6bn in 2024, against $344bn in 2021. Part of that is foreign firms repatriating profits and shrinking their Chinese operations; part is Chinese companies themselves routing less money through offshore vehicles. Either way, the world's second-largest economy now attracts less net FDI than Egypt.</p>
<p><strong>Egypt's windfall.</strong> Egypt's inflows jumped to $46.6bn in 2024 from $9.8bn in 2023. Most of the increase reflects a single transaction: the sale of development rights on the Mediterranean coast to an Abu Dhabi sovereign fund, agreed as the country faced a severe currency crisis. It is a reminder that one deal can dominate a country's numbers.</p>
<p><strong>The friend-shoring question.</strong> Mexico attracted $45.5bn and Vietnam $20.2bn, both benefiting from manufacturers seeking alternatives to China for goods bound for America. India, often touted as the main beneficiary, drew $27.1bn, well below the $64.4bn of 2020. Further south, Brazil, whose net inflows reached $74.1 million in 2024, has drawn investment into renewable power, mining and its large consumer market.</p>
<h2>Handle with care</h2>
<p>FDI statistics are among the hardest to interpret, and several quirks are visible in the latest release:</p>
<ol>
<li><strong>Pass-through money.</strong> Ireland, the Netherlands and Luxembourg host the holding companies of multinationals, so huge sums flow in and out without a single job being created. Ireland recorded net inflows of minus $140bn in 2023 as those structures were unwound.</li>
<li><strong>Negative numbers are real.</strong> Britain posted negative net inflows of $13.0bn in 2024, meaning foreign owners took more out, through disinvestment or intra-company loans, than they put in.</li>
<li><strong>Net, not gross.</strong> The series nets out disinvestment, so a year of heavy new investment can still look weak if other firms leave.</li>
<li><strong>Reinvested earnings count.</strong> Profits that foreign subsidiaries keep rather than send home are counted as new investment, which flatters large, profitable markets like the United States.</li>
</ol>
<p>The United States, at $297bn, still dwarfs every other destination. But the direction of travel elsewhere, away from China and towards a set of middle-income manufacturing hubs, is the more consequential trend for the next decade.</p>
<p>The data can be explored on the <a href="https://data.worldbank.org/indicator/BX.KLT.DINV.CD.WD">World Bank's FDI page</a>.</p>`,
    featuredImage: "fdi-2024-where-the-money-went.svg",
    showAuthor: true,
    views: 4480,
    likes: 167,
    figures: [
      {
        quote: "global net FDI inflows of $1.57 trillion in 2024",
        indicator: "fdi_net_inflows_usd",
        country: "WLD",
        year: 2024,
        officialValue: 1570606386034.38,
        kind: "correct",
      },
      {
        quote: "a strong rebound from $973bn in 2023",
        indicator: "fdi_net_inflows_usd",
        country: "WLD",
        year: 2023,
        officialValue: 972588355218.26,
        kind: "correct",
      },
      {
        quote: "the $2.52 trillion recorded in the post-pandemic rush of 2021",
        indicator: "fdi_net_inflows_usd",
        country: "WLD",
        year: 2021,
        officialValue: 2520353968590.01,
        kind: "correct",
      },
      {
        quote: "United States 297.1",
        indicator: "fdi_net_inflows_usd",
        country: "USA",
        year: 2024,
        officialValue: 297058000000,
        kind: "correct",
      },
      {
        quote: "Singapore 135.1",
        indicator: "fdi_net_inflows_usd",
        country: "SGP",
        year: 2024,
        officialValue: 135077157183.126,
        kind: "correct",
      },
      { quote: "Egypt 46.6", indicator: "fdi_net_inflows_usd", country: "EGY", year: 2024, officialValue: 46578000000, kind: "correct" },
      { quote: "Mexico 45.5", indicator: "fdi_net_inflows_usd", country: "MEX", year: 2024, officialValue: 45474733959, kind: "correct" },
      { quote: "China 42.6", indicator: "fdi_net_inflows_usd", country: "CHN", year: 2024, officialValue: 42646542014.57, kind: "correct" },
      {
        quote: "India 27.1",
        indicator: "fdi_net_inflows_usd",
        country: "IND",
        year: 2024,
        officialValue: 27139853378.1402,
        kind: "correct",
      },
      {
        quote: "Indonesia 24.3",
        indicator: "fdi_net_inflows_usd",
        country: "IDN",
        year: 2024,
        officialValue: 24275445280.2272,
        kind: "correct",
      },
      { quote: "Vietnam 20.2", indicator: "fdi_net_inflows_usd", country: "VNM", year: 2024, officialValue: 20170000000, kind: "correct" },
      {
        quote: "Net inflows into China were $42.6bn in 2024",
        indicator: "fdi_net_inflows_usd",
        country: "CHN",
        year: 2024,
        officialValue: 42646542014.57,
        kind: "correct",
      },
      {
        quote: "against $344bn in 2021",
        indicator: "fdi_net_inflows_usd",
        country: "CHN",
        year: 2021,
        officialValue: 344074977062.48,
        kind: "correct",
      },
      {
        quote: "Egypt's inflows jumped to $46.6bn in 2024",
        indicator: "fdi_net_inflows_usd",
        country: "EGY",
        year: 2024,
        officialValue: 46578000000,
        kind: "correct",
      },
      {
        quote: "from $9.8bn in 2023",
        indicator: "fdi_net_inflows_usd",
        country: "EGY",
        year: 2023,
        officialValue: 9840600000,
        kind: "correct",
      },
      {
        quote: "Mexico attracted $45.5bn",
        indicator: "fdi_net_inflows_usd",
        country: "MEX",
        year: 2024,
        officialValue: 45474733959,
        kind: "correct",
      },
      {
        quote: "Vietnam $20.2bn",
        indicator: "fdi_net_inflows_usd",
        country: "VNM",
        year: 2024,
        officialValue: 20170000000,
        kind: "correct",
      },
      {
        quote: "drew $27.1bn",
        indicator: "fdi_net_inflows_usd",
        country: "IND",
        year: 2024,
        officialValue: 27139853378.1402,
        kind: "correct",
      },
      {
        quote: "the $64.4bn of 2020",
        indicator: "fdi_net_inflows_usd",
        country: "IND",
        year: 2020,
        officialValue: 64362364994.3754,
        kind: "correct",
      },
      {
        quote: "Brazil, whose net inflows reached $74.1 million in 2024",
        indicator: "fdi_net_inflows_usd",
        country: "BRA",
        year: 2024,
        officialValue: 74090786050.19,
        kind: "wrong",
      },
      {
        quote: "net inflows of minus $140bn in 2023",
        indicator: "fdi_net_inflows_usd",
        country: "IRL",
        year: 2023,
        officialValue: -139972323560.253,
        kind: "correct",
      },
      {
        quote: "negative net inflows of $13.0bn in 2024",
        indicator: "fdi_net_inflows_usd",
        country: "GBR",
        year: 2024,
        officialValue: -12955141484.5037,
        kind: "correct",
      },
      {
        quote: "The United States, at $297bn",
        indicator: "fdi_net_inflows_usd",
        country: "USA",
        year: 2024,
        officialValue: 297058000000,
        kind: "correct",
      },
    ],
  },
  {
    slug: "central-bank-reserves-2025",
    title: "Central banks' war chests swelled in 2025, and not only because they saved more",
    categoryId: 2,
    authorSlug: "maya-okafor",
    status: "published",
    publishedAt: "2026-08-25T07:00:00.000Z",
    summary:
      "Official reserves rose across the big holders in 2025, World Bank data show. A weaker dollar and a higher gold price did much of the work.",
    html: `<p>Foreign-exchange reserves are a country's rainy-day fund: the dollars, euros, yen and gold a central bank can sell to defend its currency or pay for imports in a crisis. The World Bank's July 2026 data show those funds growing almost everywhere in 2025.</p>
<p>China's reserves, by far the largest, reached $3.75 trillion in 2025, according to the World Bank, up from about $3.46tn a year earlier. Japan's rose to $1.37tn and Switzerland's passed the trillion-dollar mark again.</p>
<table>
<caption>Total reserves including gold, US$ billion, 2024 and 2025</caption>
<thead><tr><th>Economy</th><th>2024</th><th>2025</th></tr></thead>
<tbody>
<tr><td>China</td><td>3,456.0</td><td>3,748.7</td></tr>
<tr><td>Japan</td><td>1,230.7</td><td>1,371.4</td></tr>
<tr><td>Switzerland</td><td>909.4</td><td>1,075.7</td></tr>
<tr><td>India</td><td>643.0</td><td>700.1</td></tr>
<tr><td>Saudi Arabia</td><td>463.9</td><td>505.2</td></tr>
<tr><td>Korea</td><td>418.2</td><td>436.6</td></tr>
<tr><td>Brazil</td><td>329.7</td><td>358.5</td></tr>
<tr><td>Thailand</td><td>236.9</td><td>282.3</td></tr>
<tr><td>Mexico</td><td>232.0</td><td>256.2</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators (July 2026 release), total reserves (includes gold, current US$).</p>
<h2>Valuation, not virtue</h2>
<p>It would be tempting to read the table as a story of prudent saving. Some of it is. But two valuation effects did much of the lifting.</p>
<ul>
<li><strong>A weaker dollar.</strong> Reserves are reported in dollars, but much of them is held in euros, yen, sterling and other currencies. The euro averaged 0.885 per dollar in 2025 against 0.924 in 2024, so every euro held was worth more dollars. For a central bank with a large euro portfolio, such as Switzerland's, that alone adds billions.</li>
<li><strong>Gold.</strong> The series includes gold at market prices. Bullion had an exceptional 2025, and central banks that have been buying it, from India and Turkey to China, saw their holdings revalued upward.</li>
<li><strong>Genuine inflows.</strong> Current-account surpluses, such as China's and Thailand's, and portfolio inflows into emerging markets added real money on top.</li>
</ul>
<h2>The rebuilders</h2>
<p>The more interesting stories are among countries that had been running low. Turkey, which burned through reserves defending the lira before changing course on interest rates in 2023, lifted its holdings to $185.6bn in 2025 from $155.5bn. Argentina rebuilt to $41.0bn from $29.6bn, a hard-won improvement under an IMF programme, though still small relative to the country's import bill and debts. Egypt, rescued in 2024 by a large Gulf investment and an expanded IMF deal, reached $48.9bn.</p>
<p>India's reserves topped $700bn, giving the Reserve Bank considerable firepower to smooth the rupee, which has been under pressure as foreign portfolio money moved in and out.</p>
<h2>Why it matters for investors</h2>
<p>Reserves are not a forecast, but they are a shock absorber. Countries with large reserves relative to their short-term foreign debts rarely suffer disorderly currency collapses; those without them often do. The 2025 numbers suggest the emerging-market system as a whole is better cushioned than at any point since the pandemic, even if part of the cushion is a currency and gold-price effect that could reverse.</p>
<p>Country data are on the <a href="https://data.worldbank.org/indicator/FI.RES.TOTL.CD">World Bank's reserves page</a>.</p>`,
    featuredImage: "central-bank-reserves-2025.svg",
    showAuthor: true,
    views: 2950,
    likes: 88,
    figures: [
      {
        quote: "reached $3.75 trillion in 2025",
        indicator: "total_reserves_usd",
        country: "CHN",
        year: 2025,
        officialValue: 3748744952817.94,
        kind: "correct",
      },
      {
        quote: "up from about $3.46tn a year earlier",
        indicator: "total_reserves_usd",
        country: "CHN",
        year: 2024,
        officialValue: 3456024808739.12,
        kind: "correct",
      },
      {
        quote: "Japan's rose to $1.37tn",
        indicator: "total_reserves_usd",
        country: "JPN",
        year: 2025,
        officialValue: 1371402218767.58,
        kind: "correct",
      },
      {
        quote: "China 3,456.0 3,748.7",
        indicator: "total_reserves_usd",
        country: "CHN",
        year: 2024,
        officialValue: 3456024808739.12,
        kind: "correct",
      },
      {
        quote: "China 3,456.0 3,748.7",
        indicator: "total_reserves_usd",
        country: "CHN",
        year: 2025,
        officialValue: 3748744952817.94,
        kind: "correct",
      },
      {
        quote: "Japan 1,230.7 1,371.4",
        indicator: "total_reserves_usd",
        country: "JPN",
        year: 2024,
        officialValue: 1230666979042.45,
        kind: "correct",
      },
      {
        quote: "Japan 1,230.7 1,371.4",
        indicator: "total_reserves_usd",
        country: "JPN",
        year: 2025,
        officialValue: 1371402218767.58,
        kind: "correct",
      },
      {
        quote: "Switzerland 909.4 1,075.7",
        indicator: "total_reserves_usd",
        country: "CHE",
        year: 2024,
        officialValue: 909365744096.394,
        kind: "correct",
      },
      {
        quote: "Switzerland 909.4 1,075.7",
        indicator: "total_reserves_usd",
        country: "CHE",
        year: 2025,
        officialValue: 1075680064272.89,
        kind: "correct",
      },
      {
        quote: "India 643.0 700.1",
        indicator: "total_reserves_usd",
        country: "IND",
        year: 2024,
        officialValue: 643042560625.541,
        kind: "correct",
      },
      {
        quote: "India 643.0 700.1",
        indicator: "total_reserves_usd",
        country: "IND",
        year: 2025,
        officialValue: 700073798240.701,
        kind: "correct",
      },
      {
        quote: "Saudi Arabia 463.9 505.2",
        indicator: "total_reserves_usd",
        country: "SAU",
        year: 2024,
        officialValue: 463869589071.029,
        kind: "correct",
      },
      {
        quote: "Saudi Arabia 463.9 505.2",
        indicator: "total_reserves_usd",
        country: "SAU",
        year: 2025,
        officialValue: 505163993094.995,
        kind: "correct",
      },
      {
        quote: "Korea 418.2 436.6",
        indicator: "total_reserves_usd",
        country: "KOR",
        year: 2024,
        officialValue: 418218648901.669,
        kind: "correct",
      },
      {
        quote: "Korea 418.2 436.6",
        indicator: "total_reserves_usd",
        country: "KOR",
        year: 2025,
        officialValue: 436572785443.925,
        kind: "correct",
      },
      {
        quote: "Brazil 329.7 358.5",
        indicator: "total_reserves_usd",
        country: "BRA",
        year: 2024,
        officialValue: 329732443813.378,
        kind: "correct",
      },
      {
        quote: "Brazil 329.7 358.5",
        indicator: "total_reserves_usd",
        country: "BRA",
        year: 2025,
        officialValue: 358513128727.455,
        kind: "correct",
      },
      {
        quote: "Thailand 236.9 282.3",
        indicator: "total_reserves_usd",
        country: "THA",
        year: 2024,
        officialValue: 236933974075.014,
        kind: "correct",
      },
      {
        quote: "Thailand 236.9 282.3",
        indicator: "total_reserves_usd",
        country: "THA",
        year: 2025,
        officialValue: 282261124353.135,
        kind: "correct",
      },
      {
        quote: "Mexico 232.0 256.2",
        indicator: "total_reserves_usd",
        country: "MEX",
        year: 2024,
        officialValue: 232035392464.815,
        kind: "correct",
      },
      {
        quote: "Mexico 232.0 256.2",
        indicator: "total_reserves_usd",
        country: "MEX",
        year: 2025,
        officialValue: 256178680249.028,
        kind: "correct",
      },
      {
        quote: "The euro averaged 0.885 per dollar in 2025",
        indicator: "exchange_rate_lcu_per_usd",
        country: "EMU",
        year: 2025,
        officialValue: 0.88496895841236,
        kind: "correct",
      },
      {
        quote: "against 0.924 in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "EMU",
        year: 2024,
        officialValue: 0.923889546117607,
        kind: "correct",
      },
      {
        quote: "lifted its holdings to $185.6bn in 2025",
        indicator: "total_reserves_usd",
        country: "TUR",
        year: 2025,
        officialValue: 185567690700.458,
        kind: "correct",
      },
      {
        quote: "from $155.5bn",
        indicator: "total_reserves_usd",
        country: "TUR",
        year: 2024,
        officialValue: 155548682878.169,
        kind: "correct",
      },
      {
        quote: "Argentina rebuilt to $41.0bn",
        indicator: "total_reserves_usd",
        country: "ARG",
        year: 2025,
        officialValue: 40998763986.6338,
        kind: "correct",
      },
      {
        quote: "from $29.6bn",
        indicator: "total_reserves_usd",
        country: "ARG",
        year: 2024,
        officialValue: 29559610350.7831,
        kind: "correct",
      },
      {
        quote: "reached $48.9bn",
        indicator: "total_reserves_usd",
        country: "EGY",
        year: 2025,
        officialValue: 48875494539.269,
        kind: "correct",
      },
      {
        quote: "India's reserves topped $700bn",
        indicator: "total_reserves_usd",
        country: "IND",
        year: 2025,
        officialValue: 700073798240.701,
        kind: "correct",
      },
    ],
  },
  {
    slug: "brazil-economy-2025-review",
    title: "Brazil's 2025: solid jobs, sticky inflation and a budget that will not balance",
    categoryId: 2,
    authorSlug: "daniel-reyes",
    status: "draft",
    publishedAt: "2026-11-12T10:00:00.000Z",
    summary:
      "Brazil's economy slowed in 2025 but its labour market kept improving. The fiscal numbers are the problem the next government will inherit.",
    html: `<p>Brazil goes into its next political cycle with an economy that looks better on the street than on the government's balance sheet. World Bank data released in July show the economy grew 2.3% in 2025, slower than the 3.4% of 2024 but respectable for a country where high interest rates have been squeezing credit for most of the year.</p>
<h2>Jobs: the good news</h2>
<p>The labour market has been the standout. On the ILO's modelled measure, unemployment fell to 6.0% in 2025, down from 11.9% in 2019 and the lowest in the series. Formal hiring, a higher minimum wage and generous social transfers have kept household incomes and spending growing.</p>
<h2>Inflation: the sticky part</h2>
<p>That strength has a cost. Consumer prices rose 5.0% on average in 2025, after 4.4% in 2024, above the central bank's tolerance band for much of the year. The central bank responded with some of the highest real interest rates among major economies, which in turn has raised the government's borrowing costs.</p>
<h2>The fiscal problem</h2>
<p>Here is where the numbers turn uncomfortable. The IMF's October 2025 projections put Brazil's general government deficit at 8.4% of GDP in 2025, with gross debt at 91.4% of GDP. Much of the deficit is interest, but the primary balance, before interest, has also struggled to reach the targets set under the government's fiscal framework.</p>
<ul>
<li>Mandatory spending, especially pensions and benefits indexed to the minimum wage, leaves little room to cut.</li>
<li>Tax reforms have simplified consumption taxes but will take years to raise more revenue.</li>
<li>Each percentage point on the policy rate feeds quickly into the interest bill on short-dated debt.</li>
</ul>
<h2>The outside view</h2>
<p>Measured in dollars, Brazil's GDP was $2.28 trillion in 2025. The real averaged 5.59 per dollar over the year, weaker than the 5.39 of 2024, but the country's reserves of $358.5bn give it a buffer few emerging markets can match.</p>
<p>[Draft: add comparison with Mexico and Colombia; check whether ILO series start justifies "lowest in the series"; get a quote from the Treasury.]</p>
<p>More on the region in our <a href="/category/business">Business section</a>. Data: <a href="https://data.worldbank.org/country/brazil">World Bank Brazil page</a> and the <a href="https://www.imf.org/en/Publications/WEO">IMF World Economic Outlook</a>.</p>
<h2>Notes for editing</h2>
<p>This piece is scheduled for after the election-year budget is presented. The fiscal section needs the updated IMF numbers if the April 2026 outlook figures become available to the data desk; until then the October 2025 projections are the latest we can check. The labour section should be cross-checked against the national household survey, which uses a different definition from the ILO modelled series we quote here and usually shows a somewhat higher rate. The inflation paragraph uses annual averages, not the December figure that Brazilian media tend to report, and the text should make that explicit before publication.</p>`,
    featuredImage: "brazil-economy-2025-review.svg",
    showAuthor: true,
    views: 61,
    likes: 0,
    figures: [
      {
        quote: "the economy grew 2.3% in 2025",
        indicator: "gdp_growth_pct",
        country: "BRA",
        year: 2025,
        officialValue: 2.2857464902475,
        kind: "correct",
      },
      {
        quote: "slower than the 3.4% of 2024",
        indicator: "gdp_growth_pct",
        country: "BRA",
        year: 2024,
        officialValue: 3.41931516501906,
        kind: "correct",
      },
      {
        quote: "unemployment fell to 6.0% in 2025",
        indicator: "unemployment_pct",
        country: "BRA",
        year: 2025,
        officialValue: 5.97,
        kind: "correct",
      },
      {
        quote: "down from 11.9% in 2019",
        indicator: "unemployment_pct",
        country: "BRA",
        year: 2019,
        officialValue: 11.936,
        kind: "correct",
      },
      {
        quote: "Consumer prices rose 5.0% on average in 2025",
        indicator: "inflation_cpi_pct",
        country: "BRA",
        year: 2025,
        officialValue: 5.01675279604836,
        kind: "correct",
      },
      {
        quote: "after 4.4% in 2024",
        indicator: "inflation_cpi_pct",
        country: "BRA",
        year: 2024,
        officialValue: 4.36746407652337,
        kind: "correct",
      },
      {
        quote: "general government deficit at 8.4% of GDP in 2025",
        indicator: "government_net_lending_pct_gdp",
        country: "BRA",
        year: 2025,
        officialValue: -8.404,
        kind: "correct",
      },
      {
        quote: "gross debt at 91.4% of GDP",
        indicator: "government_debt_pct_gdp",
        country: "BRA",
        year: 2025,
        officialValue: 91.424,
        kind: "correct",
      },
      {
        quote: "Brazil's GDP was $2.28 trillion in 2025",
        indicator: "gdp_current_usd",
        country: "BRA",
        year: 2025,
        officialValue: 2279920092492.13,
        kind: "correct",
      },
      {
        quote: "The real averaged 5.59 per dollar",
        indicator: "exchange_rate_lcu_per_usd",
        country: "BRA",
        year: 2025,
        officialValue: 5.58728623856661,
        kind: "correct",
      },
      {
        quote: "the 5.39 of 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "BRA",
        year: 2024,
        officialValue: 5.3889349057096,
        kind: "correct",
      },
      {
        quote: "reserves of $358.5bn",
        indicator: "total_reserves_usd",
        country: "BRA",
        year: 2025,
        officialValue: 358513128727.455,
        kind: "correct",
      },
    ],
  },
];
