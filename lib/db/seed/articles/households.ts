import type { SeedArticle } from "@/lib/db/seed/types";

/** Health (3), Food (9) and Lifestyle (10): the macro data as households and patients feel them. */
export const householdsArticles: SeedArticle[] = [
  {
    slug: "pandemic-recession-five-years-on",
    title: "Five years on, the pandemic recession in six numbers",
    categoryId: 3,
    authorSlug: "daniel-reyes",
    status: "published",
    publishedAt: "2025-09-10T07:00:00.000Z",
    summary:
      "The 2020 recession was the sharpest in living memory and the rebound the fastest. A look back at how a public-health emergency became an economic one, and what it left behind.",
    html: `<p>It is easy to forget how deep the hole was. In 2020, as governments closed schools, shops and borders to slow the spread of Covid-19, the world economy suffered its sharpest contraction since the Second World War. Five years later, the data allow a clearer view of what the health emergency did to economies, and how unevenly they recovered.</p>
<h2>The fall and the rebound</h2>
<p>World Bank data show world output fell 2.9% in 2020 and rebounded 6.5% in 2021. National experiences varied enormously, as the table shows.</p>
<table>
<caption>Real GDP growth, %, 2020 and 2021</caption>
<thead><tr><th>Economy</th><th>2020</th><th>2021</th></tr></thead>
<tbody>
<tr><td>World</td><td>−2.9</td><td>6.5</td></tr>
<tr><td>United States</td><td>−2.1</td><td>6.2</td></tr>
<tr><td>China</td><td>2.3</td><td>8.6</td></tr>
<tr><td>India</td><td>−5.8</td><td>9.7</td></tr>
<tr><td>Germany</td><td>−4.1</td><td>3.9</td></tr>
<tr><td>United Kingdom</td><td>−10.0</td><td>8.5</td></tr>
<tr><td>Spain</td><td>−10.9</td><td>6.7</td></tr>
<tr><td>Brazil</td><td>−3.3</td><td>4.8</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators, GDP growth (annual %).</p>
<h2>Why some fell further</h2>
<p>The countries that suffered most had three things in common: long and strict lockdowns, economies heavy in face-to-face services such as tourism and hospitality, and high infection rates early in the pandemic. Spain and Britain, with big hospitality and tourism sectors, saw output fall by around a tenth. China, which contained the first wave quickly and kept factories running, was one of the few large economies to grow at all.</p>
<p>How a country measures health services also mattered. Britain's statisticians counted the volume of health care and education delivered, which fell sharply when routine operations were cancelled and schools closed. Other countries measured those services mainly by what they cost, which held up. Part of the gap between Britain and its peers is therefore a quirk of measurement rather than a real difference in hardship.</p>
<h2>The labour market shock</h2>
<p>The jobs data were as dramatic as the output figures. On the ILO's modelled estimates, world unemployment rose to 6.6% in 2020. In the United States, where furloughs were rare and layoffs immediate, the annual average rate jumped to 8.1%. By 2024 the world rate had fallen back to 4.8%, below its pre-pandemic level.</p>
<h2>What the pandemic left behind</h2>
<p>The recovery in output was faster than almost anyone expected in 2020, but it came with lasting side effects:</p>
<ul>
<li><strong>Inflation.</strong> Supply bottlenecks, a shift in spending from services to goods, huge fiscal support and later the energy shock pushed US consumer-price inflation to 8.0% in 2022, a rate most American adults had never experienced.</li>
<li><strong>Debt.</strong> Governments borrowed on a scale normally seen only in wartime to pay for health care, furlough schemes and business support, and in most rich countries debt has not returned to pre-pandemic levels.</li>
<li><strong>Health systems under strain.</strong> Waiting lists for routine treatment ballooned and, in several countries, have yet to come down, with knock-on effects on the number of people too ill to work.</li>
<li><strong>Scarring in poor countries.</strong> Many developing economies lacked the fiscal room to support households and have recovered more slowly, widening the gap with the rich world.</li>
</ul>
<p>The most important lesson may be about preparation. Countries that invested in public-health capacity, data systems and fiscal buffers before 2020 generally fared better. Whether governments apply that lesson before the next pandemic, while budgets are stretched by other priorities, is far from certain.</p>
<p>Data: <a href="https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG">World Bank GDP growth data</a>. More in our <a href="/category/health">Health section</a>.</p>`,
    featuredImage: "pandemic-recession-five-years-on.svg",
    showAuthor: true,
    views: 2300,
    likes: 118,
    figures: [
      {
        quote: "World Bank data show world output fell 2.9% in 2020",
        indicator: "gdp_growth_pct",
        country: "WLD",
        year: 2020,
        officialValue: -2.88621185457086,
        kind: "correct",
      },
      {
        quote: "rebounded 6.5% in 2021",
        indicator: "gdp_growth_pct",
        country: "WLD",
        year: 2021,
        officialValue: 6.48508887596752,
        kind: "correct",
      },
      {
        quote: "World −2.9 6.5",
        indicator: "gdp_growth_pct",
        country: "WLD",
        year: 2020,
        officialValue: -2.88621185457086,
        kind: "correct",
      },
      {
        quote: "World −2.9 6.5",
        indicator: "gdp_growth_pct",
        country: "WLD",
        year: 2021,
        officialValue: 6.48508887596752,
        kind: "correct",
      },
      {
        quote: "United States −2.1 6.2",
        indicator: "gdp_growth_pct",
        country: "USA",
        year: 2020,
        officialValue: -2.081375977796,
        kind: "correct",
      },
      {
        quote: "United States −2.1 6.2",
        indicator: "gdp_growth_pct",
        country: "USA",
        year: 2021,
        officialValue: 6.15202247867526,
        kind: "correct",
      },
      { quote: "China 2.3 8.6", indicator: "gdp_growth_pct", country: "CHN", year: 2020, officialValue: 2.33950385203023, kind: "correct" },
      { quote: "China 2.3 8.6", indicator: "gdp_growth_pct", country: "CHN", year: 2021, officialValue: 8.57038414981781, kind: "correct" },
      {
        quote: "India −5.8 9.7",
        indicator: "gdp_growth_pct",
        country: "IND",
        year: 2020,
        officialValue: -5.77772470687303,
        kind: "correct",
      },
      {
        quote: "India −5.8 9.7",
        indicator: "gdp_growth_pct",
        country: "IND",
        year: 2021,
        officialValue: 9.68959249191741,
        kind: "correct",
      },
      {
        quote: "Germany −4.1 3.9",
        indicator: "gdp_growth_pct",
        country: "DEU",
        year: 2020,
        officialValue: -4.13191443239947,
        kind: "correct",
      },
      {
        quote: "Germany −4.1 3.9",
        indicator: "gdp_growth_pct",
        country: "DEU",
        year: 2021,
        officialValue: 3.90999994204108,
        kind: "correct",
      },
      {
        quote: "United Kingdom −10.0 8.5",
        indicator: "gdp_growth_pct",
        country: "GBR",
        year: 2020,
        officialValue: -10.047896637362,
        kind: "correct",
      },
      {
        quote: "United Kingdom −10.0 8.5",
        indicator: "gdp_growth_pct",
        country: "GBR",
        year: 2021,
        officialValue: 8.5431118453255,
        kind: "correct",
      },
      {
        quote: "Spain −10.9 6.7",
        indicator: "gdp_growth_pct",
        country: "ESP",
        year: 2020,
        officialValue: -10.9400706350371,
        kind: "correct",
      },
      {
        quote: "Spain −10.9 6.7",
        indicator: "gdp_growth_pct",
        country: "ESP",
        year: 2021,
        officialValue: 6.68314420473001,
        kind: "correct",
      },
      {
        quote: "Brazil −3.3 4.8",
        indicator: "gdp_growth_pct",
        country: "BRA",
        year: 2020,
        officialValue: -3.2767587964736,
        kind: "correct",
      },
      {
        quote: "Brazil −3.3 4.8",
        indicator: "gdp_growth_pct",
        country: "BRA",
        year: 2021,
        officialValue: 4.76260437908608,
        kind: "correct",
      },
      {
        quote: "world unemployment rose to 6.6% in 2020",
        indicator: "unemployment_pct",
        country: "WLD",
        year: 2020,
        officialValue: 6.58768935720693,
        kind: "correct",
      },
      {
        quote: "the annual average rate jumped to 8.1%",
        indicator: "unemployment_pct",
        country: "USA",
        year: 2020,
        officialValue: 8.055,
        kind: "correct",
      },
      {
        quote: "By 2024 the world rate had fallen back to 4.8%",
        indicator: "unemployment_pct",
        country: "WLD",
        year: 2024,
        officialValue: 4.80627976615483,
        kind: "correct",
      },
      {
        quote: "US consumer-price inflation to 8.0% in 2022",
        indicator: "inflation_cpi_pct",
        country: "USA",
        year: 2022,
        officialValue: 8.00279982052121,
        kind: "correct",
      },
    ],
  },
  {
    slug: "ageing-populations-public-purse",
    title: "Older and fewer: what ageing populations mean for health budgets",
    categoryId: 3,
    authorSlug: "priya-natarajan",
    status: "published",
    publishedAt: "2026-06-09T08:00:00.000Z",
    summary:
      "Several of the world's largest economies now have shrinking populations. Health care and pensions for more older people will have to be paid for by fewer workers, and some governments start from heavy debts.",
    html: `<p>Health spending rises steeply with age. A typical 80-year-old uses several times as much health care as a typical 30-year-old, and long-term care adds more again. That simple fact is turning demography into one of the biggest fiscal questions of the coming decades, because in much of the world the number of older people is rising while the number of workers who pay the taxes is falling.</p>
<h2>Shrinking populations</h2>
<p>World Bank data for 2024 show that the populations of Japan, China and Italy are already falling. Korea's is roughly flat and, on current fertility rates, will soon fall too. The table also shows how much each government spends in total, as a share of GDP, on the IMF's figures.</p>
<table>
<caption>Population growth (%, 2024) and general government expenditure (% of GDP, 2024)</caption>
<thead><tr><th>Country</th><th>Population growth</th><th>Government spending</th></tr></thead>
<tbody>
<tr><td>Japan</td><td>−0.44</td><td>39.1</td></tr>
<tr><td>China</td><td>−0.12</td><td>32.9</td></tr>
<tr><td>Italy</td><td>−0.05</td><td>50.6</td></tr>
<tr><td>Korea</td><td>0.07</td><td>22.5</td></tr>
<tr><td>Germany</td><td>0.27</td><td>49.4</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators (population growth); International Monetary Fund, World Economic Outlook Database, October 2025 (expenditure).</p>
<p>Our dataset does not break spending down by function, so the table cannot show health budgets directly. But the broad picture is clear: countries with older populations tend to have larger states, because pensions and health care are the two biggest items in most rich countries' budgets.</p>
<h2>Starting positions differ</h2>
<p>How painful the adjustment will be depends on where governments start:</p>
<ul>
<li><strong>Japan</strong> is the oldest large society on earth and already spends heavily on health and long-term care. Its gross public debt, estimated by the IMF at 236.1% of GDP in 2024, leaves little room for error, though the government also owns large financial assets.</li>
<li><strong>Italy</strong> has one of the most generous pension systems in Europe and a public debt of about 153% of GDP, so every extra euro for care must be found from cuts elsewhere or higher taxes.</li>
<li><strong>Korea</strong> has the lowest fertility rate in the world but a relatively small state and modest debt of 49.8% of GDP in 2024. The IMF projects that to reach 58.9% by 2027 as spending on an ageing society grows.</li>
<li><strong>China</strong> is ageing before it is rich: income per person is a fraction of that in Japan or Korea, and its health and pension systems are still being built.</li>
</ul>
<h2>The policy menu</h2>
<p>Governments have only a handful of levers, none of them easy. They can raise retirement ages, as many European countries have done, to keep people working and paying taxes for longer. They can encourage more women and older people into work. They can admit more immigrants, though that is politically fraught. They can invest in prevention, since a healthier old age is a cheaper one. And they can raise taxes, or accept higher debt.</p>
<p>Technology may help at the margins, from cheaper diagnostics to care robots, which Japan has pioneered. But no country has yet shown that technology alone can offset the arithmetic of more retirees and fewer workers.</p>
<p>The demographic shift is slow, predictable and, for that reason, easy to postpone. The countries that start adjusting early, while the change is gradual, will find it far less painful than those that wait for the bills to arrive.</p>
<p>Data: <a href="https://data.worldbank.org/indicator/SP.POP.GROW">World Bank population growth</a> and the <a href="https://www.imf.org/external/datamapper/GGX_NGDP@WEO">IMF DataMapper</a>. More in our <a href="/category/health">Health section</a>.</p>`,
    featuredImage: "ageing-populations-public-purse.svg",
    showAuthor: true,
    views: 3900,
    likes: 139,
    figures: [
      {
        quote: "Japan −0.44 39.1",
        indicator: "population_growth_pct",
        country: "JPN",
        year: 2024,
        officialValue: -0.435651699326323,
        kind: "correct",
      },
      {
        quote: "Japan −0.44 39.1",
        indicator: "government_expenditure_pct_gdp",
        country: "JPN",
        year: 2024,
        officialValue: 39.102,
        kind: "correct",
      },
      {
        quote: "China −0.12 32.9",
        indicator: "population_growth_pct",
        country: "CHN",
        year: 2024,
        officialValue: -0.123063407363995,
        kind: "correct",
      },
      {
        quote: "China −0.12 32.9",
        indicator: "government_expenditure_pct_gdp",
        country: "CHN",
        year: 2024,
        officialValue: 32.945,
        kind: "correct",
      },
      {
        quote: "Italy −0.05 50.6",
        indicator: "population_growth_pct",
        country: "ITA",
        year: 2024,
        officialValue: -0.0534387378437725,
        kind: "correct",
      },
      {
        quote: "Italy −0.05 50.6",
        indicator: "government_expenditure_pct_gdp",
        country: "ITA",
        year: 2024,
        officialValue: 50.562,
        kind: "correct",
      },
      {
        quote: "Korea 0.07 22.5",
        indicator: "population_growth_pct",
        country: "KOR",
        year: 2024,
        officialValue: 0.0743178674548815,
        kind: "correct",
      },
      {
        quote: "Korea 0.07 22.5",
        indicator: "government_expenditure_pct_gdp",
        country: "KOR",
        year: 2024,
        officialValue: 22.533,
        kind: "correct",
      },
      {
        quote: "Germany 0.27 49.4",
        indicator: "population_growth_pct",
        country: "DEU",
        year: 2024,
        officialValue: 0.274957829184881,
        kind: "correct",
      },
      {
        quote: "Germany 0.27 49.4",
        indicator: "government_expenditure_pct_gdp",
        country: "DEU",
        year: 2024,
        officialValue: 49.428,
        kind: "correct",
      },
      {
        quote: "estimated by the IMF at 236.1% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "JPN",
        year: 2024,
        officialValue: 236.108,
        kind: "correct",
      },
      {
        quote: "a public debt of about 153% of GDP",
        indicator: "government_debt_pct_gdp",
        country: "ITA",
        year: 2024,
        officialValue: 135.326,
        kind: "wrong",
      },
      {
        quote: "modest debt of 49.8% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "KOR",
        year: 2024,
        officialValue: 49.815,
        kind: "correct",
      },
      {
        quote: "The IMF projects that to reach 58.9% by 2027",
        indicator: "government_debt_pct_gdp",
        country: "KOR",
        year: 2027,
        officialValue: 58.887,
        kind: "correct",
      },
    ],
  },
  {
    slug: "food-prices-inflation-hardest-hit",
    title: "Where the grocery bill hurt most: inflation around the world in 2024",
    categoryId: 9,
    authorSlug: "eleanor-whitfield",
    status: "published",
    publishedAt: "2025-11-11T08:00:00.000Z",
    summary:
      "In rich countries, inflation has largely come back to earth. In a handful of emerging economies, consumer prices were still rising by a fifth to a half or more in 2024, and food is the biggest item in poorer households' budgets.",
    html: `<p>For most readers in Europe and North America, the inflation crisis of 2022 is fading into memory, even if supermarket prices have not come back down. For households in much of the developing world, it is not over. And because food takes a far larger share of spending in poorer countries, where it is often the biggest item in a household budget, high inflation there lands hardest on the dinner table.</p>
<h2>The league table</h2>
<p>Our dataset covers overall consumer prices rather than food prices specifically, but in the countries at the top of the table food has been one of the main drivers. The table lists annual average consumer-price inflation in 2024 for a range of economies.</p>
<table>
<caption>Consumer-price inflation, annual average %, 2024</caption>
<thead><tr><th>Country</th><th>Inflation</th></tr></thead>
<tbody>
<tr><td>Argentina</td><td>219.9</td></tr>
<tr><td>Turkey</td><td>58.5</td></tr>
<tr><td>Nigeria</td><td>33.2</td></tr>
<tr><td>Egypt</td><td>28.3</td></tr>
<tr><td>Ethiopia</td><td>21.0</td></tr>
<tr><td>Pakistan</td><td>12.6</td></tr>
<tr><td>Bangladesh</td><td>10.5</td></tr>
<tr><td>India</td><td>5.0</td></tr>
<tr><td>United States</td><td>2.9</td></tr>
<tr><td>China</td><td>0.2</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators, inflation, consumer prices (annual %).</p>
<h2>Why food prices spiked</h2>
<p>The countries at the top of the table share some common features:</p>
<ul>
<li><strong>Currency collapses.</strong> Nigeria, Egypt and Ethiopia all devalued or floated their currencies in 2023 or 2024. Imported wheat, cooking oil and fertiliser became far more expensive overnight.</li>
<li><strong>Removal of subsidies.</strong> Nigeria scrapped its fuel subsidy, raising the cost of transporting food from farms to cities.</li>
<li><strong>Weather.</strong> Droughts and floods hit harvests across parts of Africa and South Asia, and global prices for some staples, from rice to cocoa and coffee, were volatile.</li>
<li><strong>Policy mistakes.</strong> In Turkey, years of cutting interest rates while inflation was rising let price increases become entrenched before the central bank changed course.</li>
</ul>
<h2>Signs of relief</h2>
<p>There is some good news. The IMF's October 2025 World Economic Outlook estimates that inflation eased in 2025 in most of these countries: to 34.9% in Turkey, 23.0% in Nigeria and 20.4% in Egypt. In Pakistan, where prices rose 30.8% on average in 2023, the IMF estimates inflation of just 4.5% for 2025.</p>
<p>But slower inflation means prices are rising less quickly, not that they are falling. A family in Lagos or Cairo is still paying far more for bread, rice and vegetables than three years ago, and wages have not kept pace.</p>
<h2>What it means for your shopping</h2>
<p>For readers in rich countries, the global picture matters in two ways. First, instability in food-exporting and food-importing countries can spill over into world prices for commodities such as wheat, rice, cocoa and coffee. Second, the experience of high-inflation economies is a reminder of why central banks guard their inflation targets so closely: once expectations of rising prices take hold, they are slow and painful to reverse.</p>
<p>And if your own grocery bill still feels high, that is because it is. Even in the United States, where consumer-price inflation averaged 2.9% in 2024, the price level is far above where it was before the pandemic.</p>
<p>Data: <a href="https://data.worldbank.org/indicator/FP.CPI.TOTL.ZG">World Bank consumer-price inflation</a>. More in our <a href="/category/food">Food section</a>.</p>`,
    featuredImage: "food-prices-inflation-hardest-hit.svg",
    showAuthor: true,
    views: 10900,
    likes: 402,
    figures: [
      {
        quote: "Argentina 219.9",
        indicator: "inflation_cpi_pct",
        country: "ARG",
        year: 2024,
        officialValue: 219.883929014578,
        kind: "correct",
      },
      {
        quote: "Turkey 58.5",
        indicator: "inflation_cpi_pct",
        country: "TUR",
        year: 2024,
        officialValue: 58.5064507300342,
        kind: "correct",
      },
      {
        quote: "Nigeria 33.2",
        indicator: "inflation_cpi_pct",
        country: "NGA",
        year: 2024,
        officialValue: 33.2416590552749,
        kind: "correct",
      },
      { quote: "Egypt 28.3", indicator: "inflation_cpi_pct", country: "EGY", year: 2024, officialValue: 28.2705899322083, kind: "correct" },
      {
        quote: "Ethiopia 21.0",
        indicator: "inflation_cpi_pct",
        country: "ETH",
        year: 2024,
        officialValue: 21.0377460577711,
        kind: "correct",
      },
      {
        quote: "Pakistan 12.6",
        indicator: "inflation_cpi_pct",
        country: "PAK",
        year: 2024,
        officialValue: 12.6325318530452,
        kind: "correct",
      },
      {
        quote: "Bangladesh 10.5",
        indicator: "inflation_cpi_pct",
        country: "BGD",
        year: 2024,
        officialValue: 10.4657482763412,
        kind: "correct",
      },
      { quote: "India 5.0", indicator: "inflation_cpi_pct", country: "IND", year: 2024, officialValue: 4.95303550973661, kind: "correct" },
      {
        quote: "United States 2.9",
        indicator: "inflation_cpi_pct",
        country: "USA",
        year: 2024,
        officialValue: 2.94952520485207,
        kind: "correct",
      },
      { quote: "China 0.2", indicator: "inflation_cpi_pct", country: "CHN", year: 2024, officialValue: 0.218128938439177, kind: "correct" },
      {
        quote: "to 34.9% in Turkey",
        indicator: "imf_inflation_cpi_pct",
        country: "TUR",
        year: 2025,
        officialValue: 34.89,
        kind: "correct",
      },
      { quote: "23.0% in Nigeria", indicator: "imf_inflation_cpi_pct", country: "NGA", year: 2025, officialValue: 23.049, kind: "correct" },
      { quote: "20.4% in Egypt", indicator: "imf_inflation_cpi_pct", country: "EGY", year: 2025, officialValue: 20.419, kind: "correct" },
      {
        quote: "where prices rose 30.8% on average in 2023",
        indicator: "inflation_cpi_pct",
        country: "PAK",
        year: 2023,
        officialValue: 30.7681280657005,
        kind: "correct",
      },
      {
        quote: "the IMF estimates inflation of just 4.5% for 2025",
        indicator: "imf_inflation_cpi_pct",
        country: "PAK",
        year: 2025,
        officialValue: 4.495,
        kind: "correct",
      },
      {
        quote: "where consumer-price inflation averaged 2.9% in 2024",
        indicator: "inflation_cpi_pct",
        country: "USA",
        year: 2024,
        officialValue: 2.94952520485207,
        kind: "correct",
      },
    ],
  },
  {
    slug: "cocoa-coffee-commodity-exporters",
    title: "Chocolate, coffee and currencies: the economics behind your pricier treats",
    categoryId: 9,
    authorSlug: "daniel-reyes",
    status: "published",
    publishedAt: "2026-02-10T09:00:00.000Z",
    summary:
      "Cocoa and coffee prices soared in 2024 and 2025. For the West African and East African economies that grow them, the boom has been a mixed blessing, shaped as much by currencies and debt as by the weather.",
    html: `<p>If your favourite chocolate bar has shrunk or your morning coffee costs more, blame the weather in West Africa and Brazil, and a good deal of economics. Poor harvests, plant disease and ageing trees sent the world prices of cocoa and coffee to record highs in 2024 and 2025. Manufacturers passed some of the cost on to shoppers and absorbed the rest by shrinking products.</p>
<p>For consumers it is an irritation. For the countries that grow these crops, it is a macroeconomic story.</p>
<h2>Côte d'Ivoire and Ghana: same crop, different fortunes</h2>
<p>The two neighbours produce most of the world's cocoa, but their economies have had very different recent histories.</p>
<p>Côte d'Ivoire, which uses the CFA franc pegged to the euro, has enjoyed steady growth and stable prices. World Bank data show its economy grew 6.0% in 2024, with consumer-price inflation of 3.5%. Its currency averaged 606.3 CFA francs per dollar in 2024, barely changed from 2023.</p>
<p>Ghana, with its own floating currency, endured a debt default and a currency collapse. The cedi averaged 14.2 per dollar in 2024, against 8.3 in 2022. Inflation averaged 38.1% in 2023 and 22.8% in 2024. Even so, growth recovered to 5.8% in 2024, helped by gold and, later, by the cocoa price.</p>
<h2>Why farmers did not get rich</h2>
<p>You might expect a record cocoa price to make West African farmers prosperous. Mostly it has not, for reasons worth understanding:</p>
<ul>
<li><strong>Fixed farm-gate prices.</strong> Both governments set the price paid to farmers in advance each season and sell much of the crop forward, so the world price rise reached farmers late and only in part.</li>
<li><strong>Smaller harvests.</strong> The price rose precisely because output fell. Farmers with diseased trees had less to sell.</li>
<li><strong>Smuggling.</strong> When the official price in one country lags the other, beans cross the border, depriving the state of revenue.</li>
<li><strong>Currency effects.</strong> In Ghana, the falling cedi eroded the real value of prices set in local currency.</li>
</ul>
<h2>Coffee and Ethiopia</h2>
<p>Ethiopia, Africa's largest coffee producer, has been through its own upheaval. The government floated the birr in 2024 as part of an IMF programme, and it averaged 82.6 per dollar that year, against 54.6 in 2023. Inflation remained high, at 21.0% in 2024, but the economy grew 7.6%. Higher coffee prices have been a welcome source of the foreign currency the country badly needs.</p>
<h2>What happens next</h2>
<p>Commodity booms end, usually when high prices bring new supply or cut demand. New cocoa plantings in Latin America and a recovery in West African harvests would bring prices down, as would consumers buying less chocolate. For the producing countries, the lesson of past booms is to save part of the windfall and invest in productivity, rather than spend it as if high prices were permanent. Ghana's debt, which the IMF estimates fell from 70.3% of GDP in 2024 to 59.1% in 2025 after its restructuring, shows the cost of getting that wrong before.</p>
<p>For shoppers, the forecast is simpler: prices that shoot up tend to come down more slowly than they went up, and shrunken chocolate bars rarely grow back.</p>
<p>Data: <a href="https://data.worldbank.org/">World Bank Open Data</a>. More in our <a href="/category/food">Food section</a>.</p>`,
    featuredImage: null,
    showAuthor: true,
    views: 1450,
    likes: 67,
    figures: [
      {
        quote: "its economy grew 6.0% in 2024",
        indicator: "gdp_growth_pct",
        country: "CIV",
        year: 2024,
        officialValue: 6.0195346193922,
        kind: "correct",
      },
      {
        quote: "with consumer-price inflation of 3.5%",
        indicator: "inflation_cpi_pct",
        country: "CIV",
        year: 2024,
        officialValue: 3.45053028131019,
        kind: "correct",
      },
      {
        quote: "averaged 606.3 CFA francs per dollar in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "CIV",
        year: 2024,
        officialValue: 606.345297609063,
        kind: "correct",
      },
      {
        quote: "The cedi averaged 14.2 per dollar in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "GHA",
        year: 2024,
        officialValue: 14.1819416666667,
        kind: "correct",
      },
      {
        quote: "against 8.3 in 2022",
        indicator: "exchange_rate_lcu_per_usd",
        country: "GHA",
        year: 2022,
        officialValue: 8.2724,
        kind: "correct",
      },
      {
        quote: "Inflation averaged 38.1% in 2023",
        indicator: "inflation_cpi_pct",
        country: "GHA",
        year: 2023,
        officialValue: 38.1069656296501,
        kind: "correct",
      },
      {
        quote: "and 22.8% in 2024",
        indicator: "inflation_cpi_pct",
        country: "GHA",
        year: 2024,
        officialValue: 22.8483281157842,
        kind: "correct",
      },
      {
        quote: "growth recovered to 5.8% in 2024",
        indicator: "gdp_growth_pct",
        country: "GHA",
        year: 2024,
        officialValue: 5.84746854280382,
        kind: "correct",
      },
      {
        quote: "it averaged 82.6 per dollar that year",
        indicator: "exchange_rate_lcu_per_usd",
        country: "ETH",
        year: 2024,
        officialValue: 82.6013363504764,
        kind: "correct",
      },
      {
        quote: "against 54.6 in 2023",
        indicator: "exchange_rate_lcu_per_usd",
        country: "ETH",
        year: 2023,
        officialValue: 54.6009480676569,
        kind: "correct",
      },
      {
        quote: "at 21.0% in 2024",
        indicator: "inflation_cpi_pct",
        country: "ETH",
        year: 2024,
        officialValue: 21.0377460577711,
        kind: "correct",
      },
      {
        quote: "the economy grew 7.6%",
        indicator: "gdp_growth_pct",
        country: "ETH",
        year: 2024,
        officialValue: 7.61277447616879,
        kind: "correct",
      },
      {
        quote: "fell from 70.3% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "GHA",
        year: 2024,
        officialValue: 70.348,
        kind: "correct",
      },
      {
        quote: "to 59.1% in 2025",
        indicator: "government_debt_pct_gdp",
        country: "GHA",
        year: 2025,
        officialValue: 59.081,
        kind: "correct",
      },
    ],
  },
  {
    slug: "inflation-and-your-savings",
    title: "What four years of inflation did to your savings",
    categoryId: 10,
    authorSlug: "eleanor-whitfield",
    status: "published",
    publishedAt: "2025-09-30T06:30:00.000Z",
    summary:
      "The average level of US consumer prices in 2024 was about 21% higher than in 2020. Savers who kept their money in low-interest accounts lost a large slice of its purchasing power. Here is how to think about it.",
    html: `<p>Inflation is sometimes called a silent tax. For savers over the past four years it was neither silent nor small. Anyone who left money in a current account or a low-rate savings account in 2021 can now buy noticeably less with it, even if the number on the statement has not changed.</p>
<h2>How much prices rose</h2>
<p>The table shows annual average consumer-price inflation in four large economies, according to World Bank data.</p>
<table>
<caption>Consumer-price inflation, annual average %, 2021 to 2024</caption>
<thead><tr><th>Country</th><th>2021</th><th>2022</th><th>2023</th><th>2024</th></tr></thead>
<tbody>
<tr><td>United States</td><td>4.7</td><td>8.0</td><td>4.1</td><td>2.9</td></tr>
<tr><td>Germany</td><td>3.1</td><td>6.9</td><td>5.9</td><td>2.3</td></tr>
<tr><td>United Kingdom</td><td>2.5</td><td>7.9</td><td>6.8</td><td>3.3</td></tr>
<tr><td>Japan</td><td>−0.2</td><td>2.5</td><td>3.3</td><td>2.7</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators. The UK series appears to include owner-occupiers' housing costs.</p>
<p>Compounding matters. Four years of American inflation at those rates add up to a rise in the average price level of about 21% between 2020 and 2024, by our calculation. In Germany the cumulative rise is about 19%; in Japan, where inflation returned after decades of near-zero price growth, about 8%.</p>
<h2>What that means for a savings pot</h2>
<p>Consider $10,000 left untouched in an account paying almost nothing since 2020. In 2024 it would buy roughly what $8,250 bought four years earlier. The saver has lost over a sixth of their purchasing power without spending a cent.</p>
<p>Interest rates did rise sharply from 2022, and savers who moved their money into higher-yielding accounts, money-market funds or short-term government bonds recovered some of the loss. But rates lagged inflation for much of 2022, and many people never moved their money at all. Banks were in no hurry to pass higher rates on to existing customers.</p>
<h2>Lessons for the next four years</h2>
<p>We do not give individual financial advice, and you should consider your own circumstances or talk to a regulated adviser. But some general principles hold up well:</p>
<ol>
<li><strong>Look at the real rate.</strong> What matters is the interest rate minus inflation. A 4% rate with 3% inflation leaves you about 1% better off each year; a 1% rate leaves you worse off.</li>
<li><strong>Keep an emergency fund, but do not overdo it.</strong> Cash is essential for emergencies, but large sums held in cash for years tend to lose value.</li>
<li><strong>Check your account every year.</strong> Loyalty rarely pays. Savings rates on older accounts often trail those offered to new customers.</li>
<li><strong>Think about inflation protection.</strong> Some governments sell inflation-linked bonds or savings products designed to keep pace with prices.</li>
<li><strong>Remember debts shrink too.</strong> Inflation erodes the real value of fixed-rate debts such as mortgages, which is cold comfort for savers but real relief for borrowers.</li>
</ol>
<h2>Will it happen again?</h2>
<p>Inflation has come down sharply in most rich countries, and central banks say they are determined to keep it near their targets. But the episode showed how quickly prices can move when supply shocks, strong demand and loose policy coincide. The best protection is a plan that does not depend on inflation staying low for ever.</p>
<p>Data: <a href="https://data.worldbank.org/indicator/FP.CPI.TOTL.ZG">World Bank inflation data</a>. More practical money coverage in our <a href="/category/lifestyle">Lifestyle section</a>.</p>`,
    featuredImage: "inflation-and-your-savings.svg",
    showAuthor: true,
    bottomBanner: { image: "banner-personal-finance.svg", url: "/category/lifestyle" },
    views: 16700,
    likes: 640,
    figures: [
      {
        quote: "United States 4.7 8.0 4.1 2.9",
        indicator: "inflation_cpi_pct",
        country: "USA",
        year: 2021,
        officialValue: 4.69785886363742,
        kind: "correct",
      },
      {
        quote: "United States 4.7 8.0 4.1 2.9",
        indicator: "inflation_cpi_pct",
        country: "USA",
        year: 2022,
        officialValue: 8.00279982052121,
        kind: "correct",
      },
      {
        quote: "United States 4.7 8.0 4.1 2.9",
        indicator: "inflation_cpi_pct",
        country: "USA",
        year: 2023,
        officialValue: 4.11633838374488,
        kind: "correct",
      },
      {
        quote: "United States 4.7 8.0 4.1 2.9",
        indicator: "inflation_cpi_pct",
        country: "USA",
        year: 2024,
        officialValue: 2.94952520485207,
        kind: "correct",
      },
      {
        quote: "Germany 3.1 6.9 5.9 2.3",
        indicator: "inflation_cpi_pct",
        country: "DEU",
        year: 2021,
        officialValue: 3.06666666666673,
        kind: "correct",
      },
      {
        quote: "Germany 3.1 6.9 5.9 2.3",
        indicator: "inflation_cpi_pct",
        country: "DEU",
        year: 2022,
        officialValue: 6.87257438551097,
        kind: "correct",
      },
      {
        quote: "Germany 3.1 6.9 5.9 2.3",
        indicator: "inflation_cpi_pct",
        country: "DEU",
        year: 2023,
        officialValue: 5.94643667725823,
        kind: "correct",
      },
      {
        quote: "Germany 3.1 6.9 5.9 2.3",
        indicator: "inflation_cpi_pct",
        country: "DEU",
        year: 2024,
        officialValue: 2.2564981433876,
        kind: "correct",
      },
      {
        quote: "United Kingdom 2.5 7.9 6.8 3.3",
        indicator: "inflation_cpi_pct",
        country: "GBR",
        year: 2021,
        officialValue: 2.51837109614213,
        kind: "correct",
      },
      {
        quote: "United Kingdom 2.5 7.9 6.8 3.3",
        indicator: "inflation_cpi_pct",
        country: "GBR",
        year: 2022,
        officialValue: 7.92204883147902,
        kind: "correct",
      },
      {
        quote: "United Kingdom 2.5 7.9 6.8 3.3",
        indicator: "inflation_cpi_pct",
        country: "GBR",
        year: 2023,
        officialValue: 6.79396706793963,
        kind: "correct",
      },
      {
        quote: "United Kingdom 2.5 7.9 6.8 3.3",
        indicator: "inflation_cpi_pct",
        country: "GBR",
        year: 2024,
        officialValue: 3.2715729463592,
        kind: "correct",
      },
      {
        quote: "Japan −0.2 2.5 3.3 2.7",
        indicator: "inflation_cpi_pct",
        country: "JPN",
        year: 2021,
        officialValue: -0.233352779398264,
        kind: "correct",
      },
      {
        quote: "Japan −0.2 2.5 3.3 2.7",
        indicator: "inflation_cpi_pct",
        country: "JPN",
        year: 2022,
        officialValue: 2.49770278172255,
        kind: "correct",
      },
      {
        quote: "Japan −0.2 2.5 3.3 2.7",
        indicator: "inflation_cpi_pct",
        country: "JPN",
        year: 2023,
        officialValue: 3.26813365933163,
        kind: "correct",
      },
      {
        quote: "Japan −0.2 2.5 3.3 2.7",
        indicator: "inflation_cpi_pct",
        country: "JPN",
        year: 2024,
        officialValue: 2.73853681635241,
        kind: "correct",
      },
    ],
  },
  {
    slug: "retiring-abroad-purchasing-power",
    title: "Retiring abroad? What purchasing-power data can and cannot tell you",
    categoryId: 10,
    authorSlug: "eleanor-whitfield",
    status: "published",
    publishedAt: "2026-04-28T07:30:00.000Z",
    summary:
      "Portugal, Spain, Mexico and Thailand are perennial favourites for retirees seeking a cheaper life in the sun. Comparing GDP per person at market rates and at purchasing-power parity shows how far a pension might stretch.",
    html: `<p>Every year thousands of retirees from North America and northern Europe swap grey skies for the Algarve, the Costa del Sol, Mexico's Pacific coast or the beaches of Thailand. Sunshine is part of the attraction. Cost of living is the rest. Official statistics offer a useful, if rough, first guide to how far a pension might stretch.</p>
<h2>Two ways of measuring income</h2>
<p>Economists compare incomes across countries in two ways. GDP per person at <em>market exchange rates</em> converts local output into dollars at the going rate. GDP per person at <em>purchasing-power parity</em> (PPP) adjusts for the fact that the same basket of goods and services costs different amounts in different places. Where PPP income is much higher than market income, local prices are low relative to the dollar.</p>
<table>
<caption>GDP per person, US dollars, 2024: market exchange rates and purchasing-power parity</caption>
<thead><tr><th>Country</th><th>Market rates ($)</th><th>PPP (international $)</th></tr></thead>
<tbody>
<tr><td>United States</td><td>86,170</td><td>85,810</td></tr>
<tr><td>Italy</td><td>40,430</td><td>62,014</td></tr>
<tr><td>Spain</td><td>35,327</td><td>57,965</td></tr>
<tr><td>Portugal</td><td>29,328</td><td>51,680</td></tr>
<tr><td>Greece</td><td>24,626</td><td>44,327</td></tr>
<tr><td>Mexico</td><td>13,988</td><td>26,185</td></tr>
<tr><td>Malaysia</td><td>11,874</td><td>38,779</td></tr>
<tr><td>Thailand</td><td>7,387</td><td>24,712</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators.</p>
<h2>Reading the table</h2>
<p>In the United States, the two measures are almost identical, because the international dollar is defined relative to American prices. Elsewhere, the gap tells a story. In Portugal, PPP income is well over one and a half times the market figure, suggesting that a dollar goes considerably further there. In Thailand and Malaysia it is more than three times higher, meaning that local goods and services, from meals to domestic help, are very cheap for someone with dollar income.</p>
<h2>What the numbers miss</h2>
<p>Before booking a one-way ticket, keep in mind what a national average cannot tell you:</p>
<ul>
<li><strong>Expat prices are not local prices.</strong> Property in Lisbon or popular coastal towns has risen far faster than national averages, partly because of foreign demand.</li>
<li><strong>Health care is the big unknown.</strong> Private insurance for older people can be expensive, and access to public systems varies by residency status.</li>
<li><strong>Currency risk cuts both ways.</strong> A pension paid in dollars or sterling buys more when your home currency is strong and less when it weakens. The euro averaged 0.924 per dollar in 2024, the Mexican peso 18.30 and the Thai baht 35.29.</li>
<li><strong>Inflation differs.</strong> Consumer prices rose 2.4% in Portugal in 2024, 4.7% in Mexico and just 0.4% in Thailand, according to the World Bank.</li>
<li><strong>Taxes and rules change.</strong> Portugal, for example, has scaled back tax breaks that made it attractive to foreign pensioners.</li>
</ul>
<h2>A sensible approach</h2>
<p>Use the statistics to narrow down the options, then do the local homework: rent for six months before buying, price up health insurance at your age, understand the tax treatment of your pension in both countries, and think about how you would return if circumstances change. Nothing in this article is personal financial advice, and a specialist in cross-border retirement can save you from expensive mistakes.</p>
<p>The purchasing-power data are on the <a href="https://data.worldbank.org/indicator/NY.GDP.PCAP.PP.CD">World Bank's PPP page</a>. More in our <a href="/category/lifestyle">Lifestyle section</a>.</p>`,
    featuredImage: "retiring-abroad-purchasing-power.svg",
    showAuthor: true,
    views: 7300,
    likes: 288,
    figures: [
      {
        quote: "United States 86,170 85,810",
        indicator: "gdp_per_capita_usd",
        country: "USA",
        year: 2024,
        officialValue: 86169.6641581917,
        kind: "correct",
      },
      {
        quote: "United States 86,170 85,810",
        indicator: "gdp_per_capita_ppp_usd",
        country: "USA",
        year: 2024,
        officialValue: 85809.9003846359,
        kind: "correct",
      },
      {
        quote: "Italy 40,430 62,014",
        indicator: "gdp_per_capita_usd",
        country: "ITA",
        year: 2024,
        officialValue: 40429.6224047352,
        kind: "correct",
      },
      {
        quote: "Italy 40,430 62,014",
        indicator: "gdp_per_capita_ppp_usd",
        country: "ITA",
        year: 2024,
        officialValue: 62014.2675153689,
        kind: "correct",
      },
      {
        quote: "Spain 35,327 57,965",
        indicator: "gdp_per_capita_usd",
        country: "ESP",
        year: 2024,
        officialValue: 35326.7683069278,
        kind: "correct",
      },
      {
        quote: "Spain 35,327 57,965",
        indicator: "gdp_per_capita_ppp_usd",
        country: "ESP",
        year: 2024,
        officialValue: 57965.2948138837,
        kind: "correct",
      },
      {
        quote: "Portugal 29,328 51,680",
        indicator: "gdp_per_capita_usd",
        country: "PRT",
        year: 2024,
        officialValue: 29328.3067415343,
        kind: "correct",
      },
      {
        quote: "Portugal 29,328 51,680",
        indicator: "gdp_per_capita_ppp_usd",
        country: "PRT",
        year: 2024,
        officialValue: 51679.8883807527,
        kind: "correct",
      },
      {
        quote: "Greece 24,626 44,327",
        indicator: "gdp_per_capita_usd",
        country: "GRC",
        year: 2024,
        officialValue: 24626.1481858973,
        kind: "correct",
      },
      {
        quote: "Greece 24,626 44,327",
        indicator: "gdp_per_capita_ppp_usd",
        country: "GRC",
        year: 2024,
        officialValue: 44327.2097808276,
        kind: "correct",
      },
      {
        quote: "Mexico 13,988 26,185",
        indicator: "gdp_per_capita_usd",
        country: "MEX",
        year: 2024,
        officialValue: 13988.0423745241,
        kind: "correct",
      },
      {
        quote: "Mexico 13,988 26,185",
        indicator: "gdp_per_capita_ppp_usd",
        country: "MEX",
        year: 2024,
        officialValue: 26185.3564713253,
        kind: "correct",
      },
      {
        quote: "Malaysia 11,874 38,779",
        indicator: "gdp_per_capita_usd",
        country: "MYS",
        year: 2024,
        officialValue: 11874.4273684245,
        kind: "correct",
      },
      {
        quote: "Malaysia 11,874 38,779",
        indicator: "gdp_per_capita_ppp_usd",
        country: "MYS",
        year: 2024,
        officialValue: 38779.2830442253,
        kind: "correct",
      },
      {
        quote: "Thailand 7,387 24,712",
        indicator: "gdp_per_capita_usd",
        country: "THA",
        year: 2024,
        officialValue: 7386.63615126055,
        kind: "correct",
      },
      {
        quote: "Thailand 7,387 24,712",
        indicator: "gdp_per_capita_ppp_usd",
        country: "THA",
        year: 2024,
        officialValue: 24712.0658575135,
        kind: "correct",
      },
      {
        quote: "The euro averaged 0.924 per dollar in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "EMU",
        year: 2024,
        officialValue: 0.923889546117607,
        kind: "correct",
      },
      {
        quote: "the Mexican peso 18.30",
        indicator: "exchange_rate_lcu_per_usd",
        country: "MEX",
        year: 2024,
        officialValue: 18.3048583333333,
        kind: "correct",
      },
      {
        quote: "the Thai baht 35.29",
        indicator: "exchange_rate_lcu_per_usd",
        country: "THA",
        year: 2024,
        officialValue: 35.2935380808081,
        kind: "correct",
      },
      {
        quote: "Consumer prices rose 2.4% in Portugal in 2024",
        indicator: "inflation_cpi_pct",
        country: "PRT",
        year: 2024,
        officialValue: 2.41613187791876,
        kind: "correct",
      },
      {
        quote: "4.7% in Mexico",
        indicator: "inflation_cpi_pct",
        country: "MEX",
        year: 2024,
        officialValue: 4.72225588452932,
        kind: "correct",
      },
      {
        quote: "just 0.4% in Thailand",
        indicator: "inflation_cpi_pct",
        country: "THA",
        year: 2024,
        officialValue: 0.398333333333422,
        kind: "correct",
      },
    ],
  },
  {
    slug: "where-the-jobs-are-2025",
    title: "Where the jobs are: unemployment around the world in 2025",
    categoryId: 10,
    authorSlug: "eleanor-whitfield",
    status: "published",
    publishedAt: "2026-10-06T07:00:00.000Z",
    summary:
      "Thinking of working abroad, or just wondering how your job market compares? The ILO's harmonised estimates for 2025 show labour markets from Tokyo to Johannesburg on a like-for-like basis.",
    html: `<p>Unemployment rates are among the most quoted economic statistics and among the hardest to compare. Each country defines and measures joblessness slightly differently. That is why economists often turn to the International Labour Organization's modelled estimates, published by the World Bank, which put every country on a common definition.</p>
<p>The 2025 figures, released in the World Bank's July update, show a world unemployment rate of 4.8%, roughly where it was a year earlier and below its pre-pandemic level.</p>
<h2>The league table</h2>
<table>
<caption>Unemployment, % of labour force, ILO modelled estimates, 2025</caption>
<thead><tr><th>Economy</th><th>Rate</th></tr></thead>
<tbody>
<tr><td>Japan</td><td>2.5</td></tr>
<tr><td>Mexico</td><td>2.7</td></tr>
<tr><td>Korea</td><td>2.7</td></tr>
<tr><td>Poland</td><td>3.0</td></tr>
<tr><td>Germany</td><td>3.7</td></tr>
<tr><td>United States</td><td>4.2</td></tr>
<tr><td>United Kingdom</td><td>4.7</td></tr>
<tr><td>Euro area</td><td>6.3</td></tr>
<tr><td>Canada</td><td>6.9</td></tr>
<tr><td>France</td><td>7.5</td></tr>
<tr><td>Greece</td><td>8.5</td></tr>
<tr><td>Sweden</td><td>8.7</td></tr>
<tr><td>Spain</td><td>10.4</td></tr>
<tr><td>South Africa</td><td>32.4</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators (July 2026 release), unemployment, total (% of total labour force) (modelled ILO estimate).</p>
<h2>What the numbers tell a job-seeker</h2>
<p>A low unemployment rate usually means employers are competing for staff, which is good news for anyone looking to move jobs or negotiate pay. Japan, where the rate was 2.5%, has a shrinking workforce and chronic labour shortages in care, construction and hospitality. Germany, at 3.7%, is short of skilled tradespeople and engineers despite its recent economic troubles.</p>
<p>High rates tell a more complicated story. Spain's 10.4% is the lowest in well over a decade, but still high by European standards, and youth unemployment is considerably higher. Greece has made even faster progress, with unemployment falling to 8.5% in 2025. South Africa, at 32.4%, has one of the highest unemployment rates in the world, a legacy of apartheid-era inequality, weak growth and a mismatch between skills and jobs.</p>
<h2>Reading the numbers with care</h2>
<ul>
<li><strong>Low unemployment is not the same as good jobs.</strong> Mexico's low rate partly reflects a large informal sector, where people work without contracts or benefits and rarely register as unemployed.</li>
<li><strong>National figures differ.</strong> Headline rates from national statistics offices use their own definitions and can differ from these estimates by a percentage point or more.</li>
<li><strong>Participation matters.</strong> A country where many people have given up looking can post a low unemployment rate despite weak job prospects.</li>
<li><strong>Direction matters too.</strong> Rates in the US and Canada have been edging up: Canada's 6.9% and the US's 4.2% are both higher than two years earlier.</li>
</ul>
<h2>If you are thinking of moving</h2>
<p>The statistics are a starting point, not a job offer. Sector matters more than the national average: a software engineer faces a very different market from a graduate in the humanities, whatever the headline rate. Check visa rules, recognition of qualifications and language requirements before anything else. And remember that a tight labour market with high living costs may leave you no better off than a looser one where your salary goes further.</p>
<p>Data: <a href="https://data.worldbank.org/indicator/SL.UEM.TOTL.ZS">World Bank unemployment data</a>. More in our <a href="/category/lifestyle">Lifestyle section</a>.</p>`,
    featuredImage: "where-the-jobs-are-2025.svg",
    showAuthor: true,
    views: 5050,
    likes: 187,
    figures: [
      {
        quote: "a world unemployment rate of 4.8%",
        indicator: "unemployment_pct",
        country: "WLD",
        year: 2025,
        officialValue: 4.7913330740211,
        kind: "correct",
      },
      { quote: "Japan 2.5", indicator: "unemployment_pct", country: "JPN", year: 2025, officialValue: 2.451, kind: "correct" },
      { quote: "Mexico 2.7", indicator: "unemployment_pct", country: "MEX", year: 2025, officialValue: 2.673, kind: "correct" },
      { quote: "Korea 2.7", indicator: "unemployment_pct", country: "KOR", year: 2025, officialValue: 2.683, kind: "correct" },
      { quote: "Poland 3.0", indicator: "unemployment_pct", country: "POL", year: 2025, officialValue: 2.976, kind: "correct" },
      { quote: "Germany 3.7", indicator: "unemployment_pct", country: "DEU", year: 2025, officialValue: 3.711, kind: "correct" },
      { quote: "United States 4.2", indicator: "unemployment_pct", country: "USA", year: 2025, officialValue: 4.198, kind: "correct" },
      { quote: "United Kingdom 4.7", indicator: "unemployment_pct", country: "GBR", year: 2025, officialValue: 4.746, kind: "correct" },
      {
        quote: "Euro area 6.3",
        indicator: "unemployment_pct",
        country: "EMU",
        year: 2025,
        officialValue: 6.28355946264135,
        kind: "correct",
      },
      { quote: "Canada 6.9", indicator: "unemployment_pct", country: "CAN", year: 2025, officialValue: 6.907, kind: "correct" },
      { quote: "France 7.5", indicator: "unemployment_pct", country: "FRA", year: 2025, officialValue: 7.542, kind: "correct" },
      { quote: "Greece 8.5", indicator: "unemployment_pct", country: "GRC", year: 2025, officialValue: 8.54, kind: "correct" },
      { quote: "Sweden 8.7", indicator: "unemployment_pct", country: "SWE", year: 2025, officialValue: 8.694, kind: "correct" },
      { quote: "Spain 10.4", indicator: "unemployment_pct", country: "ESP", year: 2025, officialValue: 10.376, kind: "correct" },
      { quote: "South Africa 32.4", indicator: "unemployment_pct", country: "ZAF", year: 2025, officialValue: 32.391, kind: "correct" },
      {
        quote: "Japan, where the rate was 2.5%",
        indicator: "unemployment_pct",
        country: "JPN",
        year: 2025,
        officialValue: 2.451,
        kind: "correct",
      },
      { quote: "Germany, at 3.7%", indicator: "unemployment_pct", country: "DEU", year: 2025, officialValue: 3.711, kind: "correct" },
      { quote: "Spain's 10.4%", indicator: "unemployment_pct", country: "ESP", year: 2025, officialValue: 10.376, kind: "correct" },
      {
        quote: "with unemployment falling to 8.5% in 2025",
        indicator: "unemployment_pct",
        country: "GRC",
        year: 2025,
        officialValue: 8.54,
        kind: "correct",
      },
      {
        quote: "South Africa, at 32.4%",
        indicator: "unemployment_pct",
        country: "ZAF",
        year: 2025,
        officialValue: 32.391,
        kind: "correct",
      },
      { quote: "Canada's 6.9%", indicator: "unemployment_pct", country: "CAN", year: 2025, officialValue: 6.907, kind: "correct" },
      { quote: "the US's 4.2%", indicator: "unemployment_pct", country: "USA", year: 2025, officialValue: 4.198, kind: "correct" },
    ],
  },
  {
    slug: "household-budget-2027-outlook",
    title: "Planning the 2027 household budget: what the forecasts say about prices and jobs",
    categoryId: 10,
    authorSlug: "eleanor-whitfield",
    status: "draft",
    publishedAt: "2026-11-10T07:00:00.000Z",
    summary:
      "Inflation is expected to settle near central-bank targets, but the level of prices will not come back down. A practical guide to setting next year's budget using the official forecasts.",
    html: `<p>As the year ends, many households sit down to plan the next one. The official forecasts will not tell you what your energy bill or rent will be, but they do set the backdrop: how fast prices are likely to rise and how secure jobs are likely to be.</p>
<h2>Prices: slower, not lower</h2>
<p>The IMF's October 2025 projections, the latest we can check, see consumer-price inflation in the United States easing to 2.4% in 2026 and 2.2% in 2027. In the euro area, the Fund expects 1.9% in 2026 and 2.1% in 2027. For Britain it projects 2.5% in 2026 and 2.0% in 2027.</p>
<p>Those are reassuring numbers, but remember what they mean. Inflation of 2% still means that a budget that balanced this year will be about 2% short next year unless income rises too. And none of the forecasts involve prices falling back to where they were before the pandemic.</p>
<h2>Jobs: steady but softer</h2>
<p>The IMF expected the US unemployment rate to average 4.1% in 2026, slightly below its 2025 level. That is low by historical standards, but hiring has slowed, and job-switching, which is how many workers win their biggest pay rises, has become harder.</p>
<h2>A simple budgeting checklist</h2>
<ul>
<li>Start from last year's actual spending, not last year's plan.</li>
<li>Add a cushion for inflation on regular bills, using the forecasts above as a floor rather than a ceiling for items such as insurance and rent.</li>
<li>Review fixed-rate deals that end during the year, especially mortgages and energy tariffs.</li>
<li>Set aside an emergency fund before any discretionary saving or investing.</li>
<li>Check whether your savings rate beats the expected rate of inflation.</li>
</ul>
<p>[Draft: add UK and euro-area unemployment forecasts; add a worked example with a sample family budget; legal review of the "not advice" wording.]</p>
<h2>A caveat on forecasts</h2>
<p>Forecasts made more than a year ahead are often wrong, sometimes by a lot. The IMF's own track record shows that surprises, from pandemics to energy shocks, can overturn any projection. Use them as a guide to the most likely path, and build your budget so that it can survive if the path turns out to be rougher, for example by testing what happens if prices rise twice as fast as forecast. Nothing here is personal financial advice, and readers should consider their own circumstances. The IMF's projections are published in the <a href="https://www.imf.org/en/Publications/WEO">World Economic Outlook</a>, and we will update this guide when newer forecasts become available to our data desk. More in our <a href="/category/lifestyle">Lifestyle section</a>.</p>`,
    featuredImage: "household-budget-2027-outlook.svg",
    showAuthor: true,
    views: 58,
    likes: 2,
    figures: [
      {
        quote: "easing to 2.4% in 2026",
        indicator: "imf_inflation_cpi_pct",
        country: "USA",
        year: 2026,
        officialValue: 2.435,
        kind: "correct",
      },
      { quote: "and 2.2% in 2027", indicator: "imf_inflation_cpi_pct", country: "USA", year: 2027, officialValue: 2.185, kind: "correct" },
      {
        quote: "the Fund expects 1.9% in 2026",
        indicator: "imf_inflation_cpi_pct",
        country: "EMU",
        year: 2026,
        officialValue: 1.897,
        kind: "correct",
      },
      { quote: "and 2.1% in 2027", indicator: "imf_inflation_cpi_pct", country: "EMU", year: 2027, officialValue: 2.103, kind: "correct" },
      {
        quote: "it projects 2.5% in 2026",
        indicator: "imf_inflation_cpi_pct",
        country: "GBR",
        year: 2026,
        officialValue: 2.546,
        kind: "correct",
      },
      { quote: "and 2.0% in 2027", indicator: "imf_inflation_cpi_pct", country: "GBR", year: 2027, officialValue: 2, kind: "correct" },
      {
        quote: "to average 4.1% in 2026",
        indicator: "imf_unemployment_pct",
        country: "USA",
        year: 2026,
        officialValue: 4.119,
        kind: "correct",
      },
    ],
  },
];
