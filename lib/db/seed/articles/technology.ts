import type { SeedArticle } from "@/lib/db/seed/types";

/** Technology (category 1): chips, multinationals, AI investment and the digital economy in the macro data. */
export const technologyArticles: SeedArticle[] = [
  {
    slug: "taiwan-chip-boom-imf-data",
    title: "Taiwan's chip boom, in the IMF's numbers",
    categoryId: 1,
    authorSlug: "hana-sato",
    status: "published",
    publishedAt: "2025-10-23T03:00:00.000Z",
    summary:
      "Demand for AI chips has turned Taiwan into one of the fastest-growing rich economies. The IMF's October data show the scale of the boom, and how lopsided it has made the island's economy.",
    html: `<p>If there is a single economy that embodies the artificial-intelligence investment boom, it is Taiwan. The island's foundries make the vast majority of the world's most advanced processors, and the rush by American technology companies to build data centres has flowed straight into its export figures.</p>
<p>According to the IMF's October 2025 World Economic Outlook, Taiwan's economy grew 4.8% in 2024, and the Fund estimates growth of 3.7% in 2025. For an economy with an income per person on a par with much of Western Europe, that is rapid. The IMF puts Taiwan's GDP at $797bn in 2024, rising to an estimated $884bn in 2025.</p>
<h2>Taiwan versus its neighbours</h2>
<p>The contrast with the other advanced economies of North-East Asia is striking, as the table shows.</p>
<table>
<caption>Real GDP growth (%) and current-account balance (% of GDP), IMF data, 2023 to 2025</caption>
<thead><tr><th>Economy</th><th>Growth 2023</th><th>Growth 2024</th><th>Growth 2025 (est.)</th><th>Current account 2024</th></tr></thead>
<tbody>
<tr><td>Taiwan</td><td>1.1</td><td>4.8</td><td>3.7</td><td>14.1</td></tr>
<tr><td>Korea</td><td>1.6</td><td>2.0</td><td>0.9</td><td>5.3</td></tr>
<tr><td>Japan</td><td>1.2</td><td>0.1</td><td>1.1</td><td>4.8</td></tr>
</tbody>
</table>
<p>Source: International Monetary Fund, World Economic Outlook Database, October 2025.</p>
<p>Korea also makes memory chips that go into AI servers, but its economy is more diversified, and weak domestic demand and political turmoil weighed on growth in 2025. Japan's chip industry is a supplier of equipment and materials rather than a maker of leading-edge processors.</p>
<h2>A current-account surplus of 14% of GDP</h2>
<p>The most remarkable number is Taiwan's external surplus. The current account, which measures trade in goods and services plus income flows, showed a surplus of 14.1% of GDP in 2024, and the IMF estimates 13.8% for 2025. Few economies of any size run surpluses that large; most that do are oil exporters.</p>
<p>Such a surplus reflects several things at once:</p>
<ul>
<li>Chip export revenues far exceeding the island's import needs.</li>
<li>High household saving and a relatively low level of domestic consumption.</li>
<li>A currency that many economists, and the US Treasury, have long regarded as undervalued.</li>
</ul>
<p>It also makes Taiwan a target. In trade talks with Washington, the surplus has been a recurring complaint, and Taiwanese chipmakers have committed to large investments in American factories partly to defuse it.</p>
<h2>The risks of concentration</h2>
<p>An economy this dependent on one industry, and on a handful of customers, is exposed to the fortunes of that industry. If the AI investment cycle slows, or if trade restrictions tighten, Taiwan's export engine would slow with it. The IMF projects growth easing to 2.1% in 2026, a reminder that forecasters expect the extraordinary pace to moderate.</p>
<p>Other risks are domestic. Inflation has stayed moderate, at 2.2% in 2024, but land and housing costs near the big fabrication plants have soared, and the industry's demand for electricity and water strains an island with limited supplies of both.</p>
<p>Then there is geopolitics, which no macroeconomic table captures. The concentration of advanced chipmaking in Taiwan is precisely why governments from Washington to Tokyo are paying to build capacity elsewhere. For now, though, the numbers say that the AI boom runs through Hsinchu.</p>
<p>Data: <a href="https://www.imf.org/en/Publications/WEO">IMF World Economic Outlook database</a>. More in our <a href="/category/technology">Technology section</a>.</p>`,
    featuredImage: "taiwan-chip-boom-imf-data.svg",
    showAuthor: true,
    views: 8800,
    likes: 377,
    figures: [
      {
        quote: "Taiwan's economy grew 4.8% in 2024",
        indicator: "imf_gdp_growth_pct",
        country: "TWN",
        year: 2024,
        officialValue: 4.837,
        kind: "correct",
      },
      {
        quote: "the Fund estimates growth of 3.7% in 2025",
        indicator: "imf_gdp_growth_pct",
        country: "TWN",
        year: 2025,
        officialValue: 3.674,
        kind: "correct",
      },
      {
        quote: "Taiwan's GDP at $797bn in 2024",
        indicator: "imf_gdp_current_usd_bn",
        country: "TWN",
        year: 2024,
        officialValue: 797.004,
        kind: "correct",
      },
      {
        quote: "an estimated $884bn in 2025",
        indicator: "imf_gdp_current_usd_bn",
        country: "TWN",
        year: 2025,
        officialValue: 884.387,
        kind: "correct",
      },
      {
        quote: "Taiwan 1.1 4.8 3.7 14.1",
        indicator: "imf_gdp_growth_pct",
        country: "TWN",
        year: 2023,
        officialValue: 1.122,
        kind: "correct",
      },
      {
        quote: "Taiwan 1.1 4.8 3.7 14.1",
        indicator: "imf_gdp_growth_pct",
        country: "TWN",
        year: 2024,
        officialValue: 4.837,
        kind: "correct",
      },
      {
        quote: "Taiwan 1.1 4.8 3.7 14.1",
        indicator: "imf_gdp_growth_pct",
        country: "TWN",
        year: 2025,
        officialValue: 3.674,
        kind: "correct",
      },
      {
        quote: "Taiwan 1.1 4.8 3.7 14.1",
        indicator: "current_account_pct_gdp",
        country: "TWN",
        year: 2024,
        officialValue: 14.132,
        kind: "correct",
      },
      {
        quote: "Korea 1.6 2.0 0.9 5.3",
        indicator: "imf_gdp_growth_pct",
        country: "KOR",
        year: 2023,
        officialValue: 1.583,
        kind: "correct",
      },
      {
        quote: "Korea 1.6 2.0 0.9 5.3",
        indicator: "imf_gdp_growth_pct",
        country: "KOR",
        year: 2024,
        officialValue: 2.004,
        kind: "correct",
      },
      {
        quote: "Korea 1.6 2.0 0.9 5.3",
        indicator: "imf_gdp_growth_pct",
        country: "KOR",
        year: 2025,
        officialValue: 0.896,
        kind: "correct",
      },
      {
        quote: "Korea 1.6 2.0 0.9 5.3",
        indicator: "current_account_pct_gdp",
        country: "KOR",
        year: 2024,
        officialValue: 5.281,
        kind: "correct",
      },
      {
        quote: "Japan 1.2 0.1 1.1 4.8",
        indicator: "imf_gdp_growth_pct",
        country: "JPN",
        year: 2023,
        officialValue: 1.245,
        kind: "correct",
      },
      {
        quote: "Japan 1.2 0.1 1.1 4.8",
        indicator: "imf_gdp_growth_pct",
        country: "JPN",
        year: 2024,
        officialValue: 0.104,
        kind: "correct",
      },
      {
        quote: "Japan 1.2 0.1 1.1 4.8",
        indicator: "imf_gdp_growth_pct",
        country: "JPN",
        year: 2025,
        officialValue: 1.076,
        kind: "correct",
      },
      {
        quote: "Japan 1.2 0.1 1.1 4.8",
        indicator: "current_account_pct_gdp",
        country: "JPN",
        year: 2024,
        officialValue: 4.818,
        kind: "correct",
      },
      {
        quote: "A current-account surplus of 14% of GDP",
        indicator: "current_account_pct_gdp",
        country: "TWN",
        year: 2024,
        officialValue: 14.132,
        kind: "correct",
      },
      {
        quote: "showed a surplus of 14.1% of GDP in 2024",
        indicator: "current_account_pct_gdp",
        country: "TWN",
        year: 2024,
        officialValue: 14.132,
        kind: "correct",
      },
      {
        quote: "the IMF estimates 13.8% for 2025",
        indicator: "current_account_pct_gdp",
        country: "TWN",
        year: 2025,
        officialValue: 13.832,
        kind: "correct",
      },
      {
        quote: "The IMF projects growth easing to 2.1% in 2026",
        indicator: "imf_gdp_growth_pct",
        country: "TWN",
        year: 2026,
        officialValue: 2.113,
        kind: "correct",
      },
      {
        quote: "Inflation has stayed moderate, at 2.2% in 2024",
        indicator: "imf_inflation_cpi_pct",
        country: "TWN",
        year: 2024,
        officialValue: 2.181,
        kind: "correct",
      },
    ],
  },
  {
    slug: "ireland-multinationals-gdp-puzzle",
    title: "Ireland's economy grew 12% last year. Almost nobody in Ireland noticed",
    categoryId: 1,
    authorSlug: "lukas-brenner",
    status: "published",
    publishedAt: "2026-07-30T08:00:00.000Z",
    summary:
      "World Bank data put Irish growth at 12.3% in 2025, after a contraction in 2023. The swings say more about where US tech and pharma giants book their profits than about Irish living standards.",
    html: `<p>Ireland has the distinction of producing the most eye-catching and least meaningful GDP numbers in the rich world. The World Bank's July release adds another: Irish GDP grew 12.3% in 2025, a pace normally associated with economies emerging from war or discovering oil.</p>
<p>The explanation lies not in Irish shops or farms but in the accounts of the American technology and pharmaceutical companies that have their European headquarters, and much of their intellectual property, in Ireland.</p>
<h2>A rollercoaster, not a business cycle</h2>
<p>The World Bank's growth series shows how erratic Irish GDP has become.</p>
<table>
<caption>Ireland, real GDP growth, annual %, 2021 to 2025</caption>
<thead><tr><th>Year</th><th>Growth</th></tr></thead>
<tbody>
<tr><td>2021</td><td>16.3</td></tr>
<tr><td>2022</td><td>7.5</td></tr>
<tr><td>2023</td><td>−2.5</td></tr>
<tr><td>2024</td><td>2.6</td></tr>
<tr><td>2025</td><td>12.3</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators (July 2026 release).</p>
<p>None of those swings corresponds to what Irish households experienced. Unemployment on the ILO's modelled measure was 4.6% in 2025 and consumer prices rose 2.2%, ordinary numbers for an economy growing steadily. When a multinational moves patents to Ireland, or books the sales of products made elsewhere through an Irish subsidiary, Irish GDP jumps. When it moves them out, or when sales of a blockbuster drug fade, GDP falls. In 2025, companies brought forward exports to the United States ahead of tariffs, adding to the surge.</p>
<h2>Which income measure to trust</h2>
<p>The distortion is most obvious in income per person. Ireland's GDP per capita was about $131,600 in 2025, far above America's roughly $90,000. But gross national income per person, measured by the World Bank's Atlas method, was $87,360, below the US figure of $88,810. GNI subtracts the profits that foreign-owned firms send home, which is why it is a better guide to Irish incomes.</p>
<p>Even GNI overstates matters, because it still includes the depreciation of intellectual property and aircraft owned by leasing companies in Ireland. The Irish statistics office publishes a "modified GNI" measure for exactly that reason, and the government uses it rather than GDP when setting its fiscal targets.</p>
<h2>The corporate-tax windfall</h2>
<p>The multinational presence does bring a very real benefit: tax. Ireland's low corporate-tax rate applies to enormous profits, and receipts have soared. The result is something almost unheard of in Europe:</p>
<ul>
<li>A general government surplus of 4.1% of GDP in 2024, according to the IMF, boosted by a one-off payment from the EU's Apple tax case.</li>
<li>Gross public debt of 38.8% of GDP in 2024, which the IMF estimates fell to 33.0% in 2025.</li>
<li>Trade flows that dwarf the economy: exports were worth 140.1% of GDP in 2025.</li>
</ul>
<p>The government has been setting some of this windfall aside in long-term funds, on the reasonable view that profits booked by a few large firms can disappear as quickly as they arrived. Global minimum-tax rules and American pressure to bring production and profits home are both threats.</p>
<h2>What it means</h2>
<p>For readers of economic statistics, Ireland is a useful warning: GDP measures production located in a country, not the income of the people who live there. For Ireland itself, the lesson is about dependence. Its prosperity is real, but a large part of its public finances now rests on the decisions of a handful of American boardrooms.</p>
<p>The Irish series can be explored on the <a href="https://data.worldbank.org/country/ireland">World Bank's Ireland page</a>.</p>`,
    featuredImage: null,
    showAuthor: true,
    views: 3300,
    likes: 142,
    figures: [
      {
        quote: "Irish GDP grew 12.3% in 2025",
        indicator: "gdp_growth_pct",
        country: "IRL",
        year: 2025,
        officialValue: 12.3375990291434,
        kind: "correct",
      },
      { quote: "2021 16.3", indicator: "gdp_growth_pct", country: "IRL", year: 2021, officialValue: 16.2581881158197, kind: "correct" },
      { quote: "2022 7.5", indicator: "gdp_growth_pct", country: "IRL", year: 2022, officialValue: 7.51113888415304, kind: "correct" },
      { quote: "2023 −2.5", indicator: "gdp_growth_pct", country: "IRL", year: 2023, officialValue: -2.53637409313261, kind: "correct" },
      { quote: "2024 2.6", indicator: "gdp_growth_pct", country: "IRL", year: 2024, officialValue: 2.59946721553708, kind: "correct" },
      { quote: "2025 12.3", indicator: "gdp_growth_pct", country: "IRL", year: 2025, officialValue: 12.3375990291434, kind: "correct" },
      {
        quote: "Unemployment on the ILO's modelled measure was 4.6% in 2025",
        indicator: "unemployment_pct",
        country: "IRL",
        year: 2025,
        officialValue: 4.632,
        kind: "correct",
      },
      {
        quote: "consumer prices rose 2.2%",
        indicator: "inflation_cpi_pct",
        country: "IRL",
        year: 2025,
        officialValue: 2.21044788475857,
        kind: "correct",
      },
      {
        quote: "Ireland's GDP per capita was about $131,600 in 2025",
        indicator: "gdp_per_capita_usd",
        country: "IRL",
        year: 2025,
        officialValue: 131592.462547877,
        kind: "correct",
      },
      {
        quote: "far above America's roughly $90,000",
        indicator: "gdp_per_capita_usd",
        country: "USA",
        year: 2025,
        officialValue: 90026.5163005744,
        kind: "correct",
      },
      { quote: "was $87,360", indicator: "gni_per_capita_atlas_usd", country: "IRL", year: 2025, officialValue: 87360, kind: "correct" },
      {
        quote: "below the US figure of $88,810",
        indicator: "gni_per_capita_atlas_usd",
        country: "USA",
        year: 2025,
        officialValue: 88810,
        kind: "correct",
      },
      {
        quote: "A general government surplus of 4.1% of GDP in 2024",
        indicator: "government_net_lending_pct_gdp",
        country: "IRL",
        year: 2024,
        officialValue: 4.086,
        kind: "correct",
      },
      {
        quote: "Gross public debt of 38.8% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "IRL",
        year: 2024,
        officialValue: 38.767,
        kind: "correct",
      },
      {
        quote: "fell to 33.0% in 2025",
        indicator: "government_debt_pct_gdp",
        country: "IRL",
        year: 2025,
        officialValue: 32.996,
        kind: "correct",
      },
      {
        quote: "exports were worth 140.1% of GDP in 2025",
        indicator: "exports_pct_gdp",
        country: "IRL",
        year: 2025,
        officialValue: 140.066665278394,
        kind: "correct",
      },
    ],
  },
  {
    slug: "ai-investment-boom-2025-data",
    title: "What the 2025 data say about the AI investment boom",
    categoryId: 1,
    authorSlug: "maya-okafor",
    status: "published",
    publishedAt: "2026-08-18T07:00:00.000Z",
    summary:
      "Spending on data centres and chips was one of the stories of 2025. The World Bank's first estimates show who gained: America's growth held up and Asia's chip exporters shipped more than ever.",
    html: `<p>Markets spent much of 2025 arguing about whether the artificial-intelligence boom was a bubble. The national-accounts data, which arrive far more slowly than share prices, are now beginning to show its footprint on the real economy.</p>
<h2>America: a cushion against tariffs</h2>
<p>The World Bank's first estimate puts US growth at 2.2% in 2025, a little above the 2.0% the IMF had pencilled in for the year in its October 2025 outlook. That resilience came despite a sharp rise in tariffs and a slowdown in hiring. Much of the support came from business investment in data centres, servers and the power infrastructure needed to run them, even though a large share of the equipment itself was imported.</p>
<p>That last point matters. When American firms buy servers built in Taiwan, Mexico or Malaysia, the investment adds to US GDP but the imports subtract from it. The net contribution to growth is smaller than the headline spending figures suggest, and the benefit is shared with the exporting economies.</p>
<h2>Asia's chip exporters</h2>
<p>The table shows growth and export intensity in 2025 for four economies heavily involved in the semiconductor and electronics supply chain.</p>
<table>
<caption>Real GDP growth and exports of goods and services, 2025</caption>
<thead><tr><th>Economy</th><th>GDP growth, %</th><th>Exports, % of GDP</th></tr></thead>
<tbody>
<tr><td>Korea</td><td>1.0</td><td>45.8</td></tr>
<tr><td>Malaysia</td><td>5.2</td><td>71.0</td></tr>
<tr><td>Singapore</td><td>5.0</td><td>177.9</td></tr>
<tr><td>Thailand</td><td>2.4</td><td>71.1</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators (July 2026 release); 2025 values are first estimates.</p>
<p>Korea is the puzzle. Its memory-chip makers had a bumper year, with exports rising to 45.8% of GDP, and its current-account surplus widened to $123.1bn in 2025 from $100.0bn in 2024. Yet overall growth slowed to 1.0%. Household spending and construction were weak, and political upheaval early in the year hit confidence. The chip boom lifted the trade numbers far more than the lives of most Koreans.</p>
<p>Singapore and Malaysia, by contrast, converted the boom into solid growth of around 5%, helped by their roles in chip packaging, testing and, increasingly, data-centre construction. Singapore's current-account surplus reached $100.9bn.</p>
<h2>How to judge whether it lasts</h2>
<p>Investment booms end when the returns disappoint. Watch for:</p>
<ul>
<li><strong>Capital-spending guidance</strong> from the largest technology firms, which drives orders all the way down the supply chain.</li>
<li><strong>Memory-chip prices</strong>, the most cyclical part of the industry and the first to turn.</li>
<li><strong>Power constraints</strong>: data centres need electricity, and grid connections are becoming a bottleneck in America and Europe.</li>
<li><strong>Export controls</strong>, which can redirect trade overnight.</li>
</ul>
<p>For now, the annual data confirm what markets have been betting on: the AI build-out is large enough to show up in national statistics. Whether it is also large enough to justify the valuations of the companies driving it is a question the statistics cannot answer.</p>
<p>More in our <a href="/category/technology">Technology section</a>; the data are on the <a href="https://data.worldbank.org/indicator/NE.EXP.GNFS.ZS">World Bank's exports page</a>.</p>`,
    featuredImage: "ai-investment-boom-2025-data.svg",
    showAuthor: true,
    views: 11200,
    likes: 436,
    figures: [
      {
        quote: "The World Bank's first estimate puts US growth at 2.2% in 2025",
        indicator: "gdp_growth_pct",
        country: "USA",
        year: 2025,
        officialValue: 2.16138195623856,
        kind: "correct",
      },
      {
        quote: "a little above the 2.0% the IMF had pencilled in",
        indicator: "imf_gdp_growth_pct",
        country: "USA",
        year: 2025,
        officialValue: 2.017,
        kind: "correct",
      },
      {
        quote: "Korea 1.0 45.8",
        indicator: "gdp_growth_pct",
        country: "KOR",
        year: 2025,
        officialValue: 1.00701840291242,
        kind: "correct",
      },
      {
        quote: "Korea 1.0 45.8",
        indicator: "exports_pct_gdp",
        country: "KOR",
        year: 2025,
        officialValue: 45.7630385215931,
        kind: "correct",
      },
      {
        quote: "Malaysia 5.2 71.0",
        indicator: "gdp_growth_pct",
        country: "MYS",
        year: 2025,
        officialValue: 5.17127082911057,
        kind: "correct",
      },
      {
        quote: "Malaysia 5.2 71.0",
        indicator: "exports_pct_gdp",
        country: "MYS",
        year: 2025,
        officialValue: 70.9677892986947,
        kind: "correct",
      },
      {
        quote: "Singapore 5.0 177.9",
        indicator: "gdp_growth_pct",
        country: "SGP",
        year: 2025,
        officialValue: 5.02588199508003,
        kind: "correct",
      },
      {
        quote: "Singapore 5.0 177.9",
        indicator: "exports_pct_gdp",
        country: "SGP",
        year: 2025,
        officialValue: 177.851484150301,
        kind: "correct",
      },
      {
        quote: "Thailand 2.4 71.1",
        indicator: "gdp_growth_pct",
        country: "THA",
        year: 2025,
        officialValue: 2.44247444990198,
        kind: "correct",
      },
      {
        quote: "Thailand 2.4 71.1",
        indicator: "exports_pct_gdp",
        country: "THA",
        year: 2025,
        officialValue: 71.1480976123329,
        kind: "correct",
      },
      {
        quote: "with exports rising to 45.8% of GDP",
        indicator: "exports_pct_gdp",
        country: "KOR",
        year: 2025,
        officialValue: 45.7630385215931,
        kind: "correct",
      },
      {
        quote: "widened to $123.1bn in 2025",
        indicator: "current_account_usd",
        country: "KOR",
        year: 2025,
        officialValue: 123053800000,
        kind: "correct",
      },
      {
        quote: "from $100.0bn in 2024",
        indicator: "current_account_usd",
        country: "KOR",
        year: 2024,
        officialValue: 99973500000,
        kind: "correct",
      },
      {
        quote: "overall growth slowed to 1.0%",
        indicator: "gdp_growth_pct",
        country: "KOR",
        year: 2025,
        officialValue: 1.00701840291242,
        kind: "correct",
      },
      {
        quote: "Singapore's current-account surplus reached $100.9bn",
        indicator: "current_account_usd",
        country: "SGP",
        year: 2025,
        officialValue: 100926153963.823,
        kind: "correct",
      },
    ],
  },
  {
    slug: "india-it-services-growth",
    title: "India's tech-services engine meets the AI age",
    categoryId: 1,
    authorSlug: "hana-sato",
    status: "published",
    publishedAt: "2026-03-17T04:30:00.000Z",
    summary:
      "Software and business services made India the world's back office. As AI tools automate the work its outsourcing giants were built on, the economy's fastest-growing export faces its biggest test.",
    html: `<p>For three decades, India's information-technology services industry has been the clearest proof that a poor country could skip the factory stage and sell brainpower to the world. Bengaluru, Hyderabad and Pune became synonyms for outsourced software, and services exports grew into one of the pillars of the balance of payments.</p>
<p>The wider economy has been growing fast too. India's economy grew 9.7% in 2024, according to World Bank data, the fastest pace among the large economies, and the IMF's October 2025 outlook projected growth of 6.6% for the fiscal year to March 2026.</p>
<h2>A services exporter in a goods world</h2>
<p>India's trade profile is unusual for a developing country. Exports of goods and services reached 22.1% of GDP in 2024, up from 18.7% in 2019, and a growing share of that is services: software, back-office processing, engineering and, increasingly, the work done in the "global capability centres" that multinationals have set up in Indian cities.</p>
<p>Services surpluses help offset a large deficit in goods trade, particularly in oil and electronics. Imports were 23.9% of GDP in 2024. The result is a current-account deficit that has stayed manageable, at 0.6% of GDP in the fiscal year 2024/25 on the IMF's numbers.</p>
<h2>The AI question</h2>
<p>The industry's business model rests on labour arbitrage: skilled Indian engineers cost a fraction of their American counterparts. Generative AI threatens exactly the tasks that model monetised first, such as writing routine code, testing software and answering customer queries. Several large firms have slowed hiring, and some have cut staff.</p>
<p>The optimistic case runs the other way:</p>
<ul>
<li>Companies adopting AI need help integrating it into old systems, which is what Indian IT firms do best.</li>
<li>India has one of the largest pools of engineering graduates in the world, and a population of about 1.45 billion in 2024.</li>
<li>Global firms are moving higher-value work, including research and AI development itself, into their Indian centres.</li>
<li>Digital public infrastructure, from payments to identity, has created a domestic market for software that barely existed a decade ago.</li>
</ul>
<h2>Jobs are the test</h2>
<p>The stakes are less about GDP than about employment. IT services employ a few million people directly, a small share of India's workforce, but they offer the well-paid, formal jobs that aspiring graduates want. The ILO's modelled unemployment rate was 4.2% in 2024, but that figure hides widespread underemployment and very low female participation.</p>
<p>India's income per person, about $2,600 in 2024 at market exchange rates and $11,160 at purchasing-power parity, remains low. The country needs tens of millions of new jobs over the next decade, and the tech industry, however successful, cannot supply them on its own. That is why the government is pushing so hard to build up manufacturing as well, from phones to chips.</p>
<p>If AI shrinks the number of entry-level coding jobs, the pressure on that manufacturing strategy will only grow. The IMF expects growth of 6.2% in 2026, still among the fastest in the world. What kind of jobs that growth creates is the question that matters.</p>
<p>Data: <a href="https://data.worldbank.org/country/india">World Bank India data</a> and the <a href="https://www.imf.org/en/Publications/WEO">IMF World Economic Outlook</a>. More in our <a href="/category/technology">Technology section</a>.</p>`,
    featuredImage: "india-it-services-growth.svg",
    showAuthor: true,
    views: 2700,
    likes: 93,
    figures: [
      {
        quote: "India's economy grew 9.7% in 2024, according to World Bank data",
        indicator: "gdp_growth_pct",
        country: "IND",
        year: 2024,
        officialValue: 7.09927893176518,
        kind: "wrong",
      },
      {
        quote: "projected growth of 6.6% for the fiscal year to March 2026",
        indicator: "imf_gdp_growth_pct",
        country: "IND",
        year: 2025,
        officialValue: 6.646,
        kind: "correct",
      },
      {
        quote: "Exports of goods and services reached 22.1% of GDP in 2024",
        indicator: "exports_pct_gdp",
        country: "IND",
        year: 2024,
        officialValue: 22.0639816354399,
        kind: "correct",
      },
      {
        quote: "up from 18.7% in 2019",
        indicator: "exports_pct_gdp",
        country: "IND",
        year: 2019,
        officialValue: 18.664264897257,
        kind: "correct",
      },
      {
        quote: "Imports were 23.9% of GDP in 2024",
        indicator: "imports_pct_gdp",
        country: "IND",
        year: 2024,
        officialValue: 23.8527091324349,
        kind: "correct",
      },
      {
        quote: "at 0.6% of GDP in the fiscal year 2024/25",
        indicator: "current_account_pct_gdp",
        country: "IND",
        year: 2024,
        officialValue: -0.595,
        kind: "correct",
      },
      {
        quote: "a population of about 1.45 billion in 2024",
        indicator: "population",
        country: "IND",
        year: 2024,
        officialValue: 1450935791,
        kind: "correct",
      },
      {
        quote: "The ILO's modelled unemployment rate was 4.2% in 2024",
        indicator: "unemployment_pct",
        country: "IND",
        year: 2024,
        officialValue: 4.173,
        kind: "correct",
      },
      {
        quote: "about $2,600 in 2024 at market exchange rates",
        indicator: "gdp_per_capita_usd",
        country: "IND",
        year: 2024,
        officialValue: 2591.9916607122,
        kind: "correct",
      },
      {
        quote: "$11,160 at purchasing-power parity",
        indicator: "gdp_per_capita_ppp_usd",
        country: "IND",
        year: 2024,
        officialValue: 11159.9856476091,
        kind: "correct",
      },
      {
        quote: "The IMF expects growth of 6.2% in 2026",
        indicator: "imf_gdp_growth_pct",
        country: "IND",
        year: 2026,
        officialValue: 6.159,
        kind: "correct",
      },
    ],
  },
  {
    slug: "vietnam-electronics-export-machine",
    title: "Vietnam's export machine runs at full speed",
    categoryId: 1,
    authorSlug: "hana-sato",
    status: "published",
    publishedAt: "2026-10-13T03:30:00.000Z",
    summary:
      "Electronics assembly has made Vietnam one of the world's most trade-dependent economies and one of its fastest growing. It has also made it one of the most exposed to American tariffs.",
    html: `<p>A generation ago, Vietnam's exports were rice, coffee, shrimp and garments. Today its biggest export is electronics: smartphones, laptops, chips and components assembled in vast factory complexes around Hanoi and Ho Chi Minh City, many of them owned by South Korean, Japanese, Taiwanese and, increasingly, Chinese firms.</p>
<p>The transformation shows up in the growth figures. The World Bank's July estimates show the economy grew 8.0% in 2025, after 7.0% in 2024, one of the fastest rates of any sizeable economy. GDP reached $514.7bn in 2025 and income per person passed $5,000 for the first time.</p>
<h2>One of the most open economies in the world</h2>
<p>What makes Vietnam distinctive is how much it trades. Exports of goods and services are equivalent to about 90% of GDP, according to the latest World Bank figures, a ratio normally seen only in small trading hubs such as Singapore or in economies built around re-exports. For a country of 101.6 million people, it is extraordinary.</p>
<p>That openness has been built on foreign investment. Net FDI inflows reached $20.2bn in 2024, as companies diversifying away from China chose Vietnam for its young workforce, low wages, trade agreements and proximity to Chinese suppliers. The result has been a large trade surplus: the current account showed a surplus of $30.2bn in 2024.</p>
<h2>The tariff exposure</h2>
<p>The flip side is vulnerability. Vietnam's surplus with the United States is one of the largest of any country, and it drew early attention from the Trump administration. The bilateral deal reached in 2025 set a tariff on Vietnamese goods and a much higher rate on goods deemed to be "transshipped", meaning Chinese products routed through Vietnam with minimal processing.</p>
<p>Defining transshipment is the crux. Much of what Vietnam exports contains Chinese components; the question is how much value must be added locally for a product to count as Vietnamese. The answer will determine whether the factory boom continues.</p>
<h2>Strengths and weak spots</h2>
<ul>
<li><strong>Stable prices.</strong> Consumer-price inflation was 3.3% in 2025, low for a fast-growing emerging economy.</li>
<li><strong>A managed currency.</strong> The dong averaged about 24,165 per dollar in 2024 and is kept on a tight leash.</li>
<li><strong>Thin buffers.</strong> Reserves of $85.6bn in 2025 cover only a few months of the country's very large import bill.</li>
<li><strong>Low local value added.</strong> Foreign firms dominate exports; domestic suppliers still provide a small share of the inputs.</li>
</ul>
<h2>The next stage</h2>
<p>The government's ambition is to move from assembly to higher-value work, including chip design and packaging, and to grow a layer of domestic suppliers. The IMF's October 2025 projections expected growth to ease to 5.6% in 2026 as trade tensions bite, a forecast the government, which is aiming much higher, regards as too gloomy.</p>
<p>Vietnam has proved that the old export-led path to prosperity is still open. The question is whether, in a world of tariffs and supply-chain politics, it will stay open long enough for Vietnam to finish the journey.</p>
<p>Data: <a href="https://data.worldbank.org/country/vietnam">World Bank Vietnam data</a>. More in our <a href="/category/technology">Technology section</a>.</p>`,
    featuredImage: "vietnam-electronics-export-machine.svg",
    showAuthor: true,
    views: 2410,
    likes: 76,
    figures: [
      {
        quote: "the economy grew 8.0% in 2025",
        indicator: "gdp_growth_pct",
        country: "VNM",
        year: 2025,
        officialValue: 8.01882998978245,
        kind: "correct",
      },
      {
        quote: "after 7.0% in 2024",
        indicator: "gdp_growth_pct",
        country: "VNM",
        year: 2024,
        officialValue: 7.03955197123018,
        kind: "correct",
      },
      {
        quote: "GDP reached $514.7bn in 2025",
        indicator: "gdp_current_usd",
        country: "VNM",
        year: 2025,
        officialValue: 514697215165.065,
        kind: "correct",
      },
      {
        quote: "income per person passed $5,000 for the first time",
        indicator: "gdp_per_capita_usd",
        country: "VNM",
        year: 2025,
        officialValue: 5065.99091899299,
        kind: "correct",
      },
      {
        quote: "Exports of goods and services are equivalent to about 90% of GDP, according to the latest World Bank figures",
        indicator: "exports_pct_gdp",
        country: "VNM",
        year: 2025,
        officialValue: 98.2444078637672,
        kind: "stale",
      },
      {
        quote: "For a country of 101.6 million people",
        indicator: "population",
        country: "VNM",
        year: 2025,
        officialValue: 101598527,
        kind: "correct",
      },
      {
        quote: "Net FDI inflows reached $20.2bn in 2024",
        indicator: "fdi_net_inflows_usd",
        country: "VNM",
        year: 2024,
        officialValue: 20170000000,
        kind: "correct",
      },
      {
        quote: "a surplus of $30.2bn in 2024",
        indicator: "current_account_usd",
        country: "VNM",
        year: 2024,
        officialValue: 30175000000,
        kind: "correct",
      },
      {
        quote: "Consumer-price inflation was 3.3% in 2025",
        indicator: "inflation_cpi_pct",
        country: "VNM",
        year: 2025,
        officialValue: 3.3099931421974,
        kind: "correct",
      },
      {
        quote: "The dong averaged about 24,165 per dollar in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "VNM",
        year: 2024,
        officialValue: 24164.8858333333,
        kind: "correct",
      },
      {
        quote: "Reserves of $85.6bn in 2025",
        indicator: "total_reserves_usd",
        country: "VNM",
        year: 2025,
        officialValue: 85580367980.9694,
        kind: "correct",
      },
      {
        quote: "expected growth to ease to 5.6% in 2026",
        indicator: "imf_gdp_growth_pct",
        country: "VNM",
        year: 2026,
        officialValue: 5.595,
        kind: "correct",
      },
    ],
  },
];
