import type { SeedArticle } from "@/lib/db/seed/types";

/** Politics (category 6): budgets, debt, elections and trade policy. */
export const politicsArticles: SeedArticle[] = [
  {
    slug: "g7-public-debt-imf-october-2025",
    title: "The G7's debt problem, in one table",
    categoryId: 6,
    authorSlug: "daniel-reyes",
    status: "published",
    publishedAt: "2025-10-28T08:00:00.000Z",
    summary:
      "The IMF's October 2025 data show public debt across the G7 at about 124% of GDP and still rising. Only Japan and Canada are projected to bring their ratios down by 2030.",
    html: `<p>Five years after the pandemic sent government borrowing to peacetime records, the rich world's public debt has stopped falling. According to the IMF's October 2025 World Economic Outlook, general government gross debt across the G7 stood at 124.0% of GDP in 2024, and the Fund projects it will reach 137.2% by 2030.</p>
<p>Those averages hide very different national stories. The table sets out the IMF's figures for each member.</p>
<table>
<caption>General government gross debt, % of GDP, 2024 and IMF projection for 2030</caption>
<thead><tr><th>Country</th><th>2024</th><th>2030 (projection)</th></tr></thead>
<tbody>
<tr><td>Japan</td><td>236.1</td><td>222.2</td></tr>
<tr><td>Italy</td><td>135.3</td><td>137.0</td></tr>
<tr><td>United States</td><td>122.3</td><td>143.4</td></tr>
<tr><td>France</td><td>113.1</td><td>129.4</td></tr>
<tr><td>Canada</td><td>111.3</td><td>107.9</td></tr>
<tr><td>United Kingdom</td><td>101.2</td><td>105.4</td></tr>
<tr><td>Germany</td><td>63.5</td><td>73.6</td></tr>
<tr><td>G7</td><td>124.0</td><td>137.2</td></tr>
</tbody>
</table>
<p>Source: International Monetary Fund, World Economic Outlook Database, October 2025. Japan's 2024 figure is an IMF estimate.</p>
<h2>America is the outlier</h2>
<p>The most consequential line is the American one. US general government debt was 122.3% of GDP in 2024, up from 108.8% in 2019, and the IMF expects it to climb to 143.4% by 2030, overtaking Italy along the way. The reason is simple: the United States ran a general government deficit of 8.0% of GDP in 2024, an extraordinary figure for an economy at full employment and growing steadily.</p>
<p>Because the dollar is the world's reserve currency, America can sustain more borrowing than anyone else. But higher debt means higher interest bills, and those compete with everything else in the budget.</p>
<h2>Japan: high but falling</h2>
<p>Japan's debt, at 236.1% of GDP on the IMF's estimate for 2024, is by far the highest in the group, yet it has been falling from a peak of 258.4% in 2020. Inflation has done much of the work: when nominal GDP grows faster than the interest rate on the debt, the ratio shrinks even without budget surpluses. Whether that continues depends on how far the Bank of Japan lets interest rates rise.</p>
<h2>Europe: France is the worry</h2>
<p>Italy's ratio has stabilised, thanks to a sharp cut in its deficit. France's has not. The IMF projects French debt rising by about 16 percentage points of GDP by 2030, the second-largest increase in the group after the United States. Germany, with the lowest debt in the G7, is projected to borrow more as it loosens its debt brake to pay for defence and infrastructure.</p>
<h2>Caveats before you quote these numbers</h2>
<ul>
<li>These are IMF <em>general</em> government figures. They include regional and local government and differ from national definitions such as the EU's Maastricht debt or US "debt held by the public".</li>
<li>Projections assume current policies. Budgets change, and so do growth and interest rates.</li>
<li>Gross debt ignores government assets. Japan and Canada hold large financial assets, which makes their net positions look much better.</li>
</ul>
<p>For the G7 as a whole, the direction is clear. Debt across advanced economies stood at 109.1% of GDP in 2024, and very few governments have a credible plan to bring it down. Markets have so far been patient. The question is how long that lasts.</p>
<p>Country data are available from the <a href="https://www.imf.org/external/datamapper/GGXWDG_NGDP@WEO">IMF's DataMapper</a>.</p>`,
    featuredImage: "g7-public-debt-imf-october-2025.svg",
    showAuthor: true,
    topBanner: { image: "banner-imf-data.svg", url: "https://www.imf.org/external/datamapper/GGXWDG_NGDP@WEO" },
    views: 15300,
    likes: 598,
    figures: [
      {
        quote: "general government gross debt across the G7 stood at 124.0% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "G119",
        year: 2024,
        officialValue: 123.979,
        kind: "correct",
      },
      {
        quote: "will reach 137.2% by 2030",
        indicator: "government_debt_pct_gdp",
        country: "G119",
        year: 2030,
        officialValue: 137.171,
        kind: "correct",
      },
      {
        quote: "Japan 236.1 222.2",
        indicator: "government_debt_pct_gdp",
        country: "JPN",
        year: 2024,
        officialValue: 236.108,
        kind: "correct",
      },
      {
        quote: "Japan 236.1 222.2",
        indicator: "government_debt_pct_gdp",
        country: "JPN",
        year: 2030,
        officialValue: 222.163,
        kind: "correct",
      },
      {
        quote: "Italy 135.3 137.0",
        indicator: "government_debt_pct_gdp",
        country: "ITA",
        year: 2024,
        officialValue: 135.326,
        kind: "correct",
      },
      {
        quote: "Italy 135.3 137.0",
        indicator: "government_debt_pct_gdp",
        country: "ITA",
        year: 2030,
        officialValue: 137.01,
        kind: "correct",
      },
      {
        quote: "United States 122.3 143.4",
        indicator: "government_debt_pct_gdp",
        country: "USA",
        year: 2024,
        officialValue: 122.322,
        kind: "correct",
      },
      {
        quote: "United States 122.3 143.4",
        indicator: "government_debt_pct_gdp",
        country: "USA",
        year: 2030,
        officialValue: 143.394,
        kind: "correct",
      },
      {
        quote: "France 113.1 129.4",
        indicator: "government_debt_pct_gdp",
        country: "FRA",
        year: 2024,
        officialValue: 113.148,
        kind: "correct",
      },
      {
        quote: "France 113.1 129.4",
        indicator: "government_debt_pct_gdp",
        country: "FRA",
        year: 2030,
        officialValue: 129.43,
        kind: "correct",
      },
      {
        quote: "Canada 111.3 107.9",
        indicator: "government_debt_pct_gdp",
        country: "CAN",
        year: 2024,
        officialValue: 111.302,
        kind: "correct",
      },
      {
        quote: "Canada 111.3 107.9",
        indicator: "government_debt_pct_gdp",
        country: "CAN",
        year: 2030,
        officialValue: 107.892,
        kind: "correct",
      },
      {
        quote: "United Kingdom 101.2 105.4",
        indicator: "government_debt_pct_gdp",
        country: "GBR",
        year: 2024,
        officialValue: 101.227,
        kind: "correct",
      },
      {
        quote: "United Kingdom 101.2 105.4",
        indicator: "government_debt_pct_gdp",
        country: "GBR",
        year: 2030,
        officialValue: 105.417,
        kind: "correct",
      },
      {
        quote: "Germany 63.5 73.6",
        indicator: "government_debt_pct_gdp",
        country: "DEU",
        year: 2024,
        officialValue: 63.465,
        kind: "correct",
      },
      {
        quote: "Germany 63.5 73.6",
        indicator: "government_debt_pct_gdp",
        country: "DEU",
        year: 2030,
        officialValue: 73.583,
        kind: "correct",
      },
      {
        quote: "G7 124.0 137.2",
        indicator: "government_debt_pct_gdp",
        country: "G119",
        year: 2024,
        officialValue: 123.979,
        kind: "correct",
      },
      {
        quote: "G7 124.0 137.2",
        indicator: "government_debt_pct_gdp",
        country: "G119",
        year: 2030,
        officialValue: 137.171,
        kind: "correct",
      },
      {
        quote: "US general government debt was 122.3% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "USA",
        year: 2024,
        officialValue: 122.322,
        kind: "correct",
      },
      {
        quote: "up from 108.8% in 2019",
        indicator: "government_debt_pct_gdp",
        country: "USA",
        year: 2019,
        officialValue: 108.751,
        kind: "correct",
      },
      {
        quote: "climb to 143.4% by 2030",
        indicator: "government_debt_pct_gdp",
        country: "USA",
        year: 2030,
        officialValue: 143.394,
        kind: "correct",
      },
      {
        quote: "a general government deficit of 8.0% of GDP in 2024",
        indicator: "government_net_lending_pct_gdp",
        country: "USA",
        year: 2024,
        officialValue: -8.031,
        kind: "correct",
      },
      {
        quote: "at 236.1% of GDP on the IMF's estimate for 2024",
        indicator: "government_debt_pct_gdp",
        country: "JPN",
        year: 2024,
        officialValue: 236.108,
        kind: "correct",
      },
      {
        quote: "a peak of 258.4% in 2020",
        indicator: "government_debt_pct_gdp",
        country: "JPN",
        year: 2020,
        officialValue: 258.369,
        kind: "correct",
      },
      {
        quote: "Debt across advanced economies stood at 109.1% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "G110",
        year: 2024,
        officialValue: 109.053,
        kind: "correct",
      },
    ],
  },
  {
    slug: "france-deficit-budget-standoff",
    title: "France's budget standoff is about arithmetic as much as politics",
    categoryId: 6,
    authorSlug: "lukas-brenner",
    status: "published",
    publishedAt: "2025-11-18T07:45:00.000Z",
    summary:
      "Governments in Paris keep falling over the budget. The IMF's numbers show why: France spends more of its national income than almost any rich country and its debt is climbing.",
    html: `<p>France has changed prime ministers with unusual frequency since the snap election of 2024, and each change has come back to the same document: the budget. The politics are fractious, but the underlying problem is a matter of arithmetic, and the IMF's October 2025 data lay it out plainly.</p>
<h2>The gap</h2>
<p>The French state, in the broad sense that includes local government and social security, spent the equivalent of 57.2% of GDP in 2024, according to the IMF, while raising 51.4% in revenue. That left a deficit of 5.8% of GDP, among the largest in the euro area. For comparison, general government spending across the euro area as a whole was 49.5% of GDP.</p>
<p>The IMF expects only modest improvement. It estimates the deficit at 5.4% of GDP in 2025 and projects it widening again to 5.8% in 2026 on current policies, well above the 3% ceiling in the EU's fiscal rules.</p>
<h2>The debt</h2>
<p>Persistent deficits mean rising debt. General government gross debt was 113.1% of GDP in 2024 and the Fund estimates 116.5% for 2025. On its projections the ratio reaches 129.4% by 2030, which would put France above Italy's current level.</p>
<p>Bond markets have noticed. The premium France pays over Germany to borrow for ten years has widened, and at times French yields have exceeded those of Spain and Portugal, a reversal that would have seemed unthinkable a decade ago. Credit-rating agencies have cut their assessments.</p>
<h2>Why it is so hard to fix</h2>
<p>Every route to a smaller deficit runs into political resistance:</p>
<ul>
<li><strong>Taxes are already high.</strong> With revenue above half of GDP, there is limited appetite for more, and the parties that would raise taxes on the wealthy lack a majority.</li>
<li><strong>Pensions are the biggest item.</strong> The 2023 reform raising the retirement age was passed without a vote and remains a lightning rod; suspending or reversing it has become a bargaining chip.</li>
<li><strong>Growth is weak.</strong> The IMF expects the economy to grow just 0.7% in 2025 and 0.9% in 2026, which does little to help the ratios.</li>
<li><strong>Unemployment is sticky.</strong> The national jobless rate is expected to average 7.6% in 2025, limiting the room for cuts to benefits.</li>
</ul>
<h2>What happens next</h2>
<p>There is no imminent crisis. France borrows in euros, its debt is long-dated and the European Central Bank has tools to calm disorderly markets in member states that follow EU rules. But "no crisis" is not the same as "no cost". Each year of delay adds to the interest bill, which is already one of the fastest-growing items in the budget, and narrows the options for whichever government finally has to choose.</p>
<p>Across the Rhine, Germany is loosening its famously tight purse strings from a debt level of 63.5% of GDP. The contrast between the two largest euro-area economies, one with room to spend and no habit of doing so, the other with the habit and no room, is becoming the defining fiscal story of the bloc.</p>
<p>The IMF's fiscal data for France and other economies are on the <a href="https://www.imf.org/external/datamapper/GGXCNL_NGDP@WEO">IMF DataMapper</a>. Read more in our <a href="/category/politics">Politics section</a>.</p>`,
    featuredImage: "france-deficit-budget-standoff.svg",
    showAuthor: true,
    views: 7740,
    likes: 261,
    figures: [
      {
        quote: "spent the equivalent of 57.2% of GDP in 2024",
        indicator: "government_expenditure_pct_gdp",
        country: "FRA",
        year: 2024,
        officialValue: 57.175,
        kind: "correct",
      },
      {
        quote: "while raising 51.4% in revenue",
        indicator: "government_revenue_pct_gdp",
        country: "FRA",
        year: 2024,
        officialValue: 51.404,
        kind: "correct",
      },
      {
        quote: "That left a deficit of 5.8% of GDP",
        indicator: "government_net_lending_pct_gdp",
        country: "FRA",
        year: 2024,
        officialValue: -5.771,
        kind: "correct",
      },
      {
        quote: "across the euro area as a whole was 49.5% of GDP",
        indicator: "government_expenditure_pct_gdp",
        country: "EMU",
        year: 2024,
        officialValue: 49.533,
        kind: "correct",
      },
      {
        quote: "It estimates the deficit at 5.4% of GDP in 2025",
        indicator: "government_net_lending_pct_gdp",
        country: "FRA",
        year: 2025,
        officialValue: -5.441,
        kind: "correct",
      },
      {
        quote: "widening again to 5.8% in 2026",
        indicator: "government_net_lending_pct_gdp",
        country: "FRA",
        year: 2026,
        officialValue: -5.841,
        kind: "correct",
      },
      {
        quote: "General government gross debt was 113.1% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "FRA",
        year: 2024,
        officialValue: 113.148,
        kind: "correct",
      },
      {
        quote: "the Fund estimates 116.5% for 2025",
        indicator: "government_debt_pct_gdp",
        country: "FRA",
        year: 2025,
        officialValue: 116.505,
        kind: "correct",
      },
      {
        quote: "the ratio reaches 129.4% by 2030",
        indicator: "government_debt_pct_gdp",
        country: "FRA",
        year: 2030,
        officialValue: 129.43,
        kind: "correct",
      },
      {
        quote: "grow just 0.7% in 2025",
        indicator: "imf_gdp_growth_pct",
        country: "FRA",
        year: 2025,
        officialValue: 0.671,
        kind: "correct",
      },
      { quote: "and 0.9% in 2026", indicator: "imf_gdp_growth_pct", country: "FRA", year: 2026, officialValue: 0.911, kind: "correct" },
      {
        quote: "expected to average 7.6% in 2025",
        indicator: "imf_unemployment_pct",
        country: "FRA",
        year: 2025,
        officialValue: 7.56,
        kind: "correct",
      },
      {
        quote: "from a debt level of 63.5% of GDP",
        indicator: "government_debt_pct_gdp",
        country: "DEU",
        year: 2024,
        officialValue: 63.465,
        kind: "correct",
      },
    ],
  },
  {
    slug: "brazil-fiscal-framework-election-year",
    title: "Lula's fiscal framework faces its hardest test as Brazil heads into an election year",
    categoryId: 6,
    authorSlug: "daniel-reyes",
    status: "published",
    publishedAt: "2025-11-25T12:00:00.000Z",
    summary:
      "Brazil's economy has outperformed expectations, but the deficit has not closed. With a presidential election in 2026, the temptation to spend is rising just as the numbers argue for restraint.",
    html: `<p>When Luiz Inácio Lula da Silva returned to the presidency in 2023, his government replaced Brazil's old constitutional spending cap with a looser "fiscal framework": spending could grow faster than inflation, but only within limits tied to revenue. Nearly three years on, with a presidential election due in October 2026, that framework is under strain.</p>
<h2>Growth has been the good news</h2>
<p>The economy has done better than most forecasters expected. World Bank data show Brazil grew 3.4% in 2024, powered by strong household consumption, a tight labour market and generous social transfers. Inflation averaged 4.4% in 2024, higher than the central bank would like but well below the 8.3% of 2021 and the 9.3% of 2022.</p>
<p>Joblessness has come down from its pandemic highs, but at 11.2% in 2024 on the ILO's modelled measure it remains a drag on household confidence and a constant pressure on the government to do more.</p>
<h2>The deficit has not closed</h2>
<p>The fiscal numbers are less flattering. According to the IMF's October 2025 World Economic Outlook, Brazil's general government deficit was 6.2% of GDP in 2024, and the Fund estimates it will widen to 8.4% in 2025 as interest costs rise. Gross debt, at 87.3% of GDP in 2024, is projected to reach 95.0% by 2026.</p>
<p>Brazil's problem is not that the state collects too little: general government revenue was 39.5% of GDP in 2024, high for an emerging economy. It is that spending is rigid. Most of it is mandatory, from pensions to constitutionally protected health and education floors, and much of it is indexed to a minimum wage that rises faster than inflation.</p>
<h2>The election calculus</h2>
<p>The political pressures ahead of next year's vote all push the same way:</p>
<ul>
<li>An income-tax exemption for lower earners, popular with voters, is to be paid for by a new minimum tax on high incomes whose yield is uncertain.</li>
<li>Congressional amendments that direct money to lawmakers' home districts have grown in size and are hard to cut.</li>
<li>High interest rates, set by the central bank to contain inflation, raise the government's debt-service bill and feed back into the deficit.</li>
</ul>
<h2>What markets are watching</h2>
<p>Investors have so far given Brazil the benefit of the doubt. The real has held up, averaging 5.39 per dollar in 2024, and foreign money has kept flowing into Brazilian bonds attracted by high yields. But the IMF expects growth to slow to 2.4% in 2025 and 1.9% in 2026 as tight monetary policy bites. Slower growth makes the debt arithmetic harder, and an election campaign makes austerity less likely.</p>
<p>The test for the framework is whether it bends or breaks. A credible plan to stabilise debt would allow the central bank to cut rates, easing the pressure on both households and the budget. A visible loosening would do the opposite. Brazil has been here before, and markets remember.</p>
<p>Data: <a href="https://www.imf.org/en/Publications/WEO">IMF World Economic Outlook</a>, <a href="https://data.worldbank.org/country/brazil">World Bank Brazil data</a>.</p>`,
    featuredImage: "brazil-fiscal-framework-election-year.svg",
    showAuthor: true,
    views: 3050,
    likes: 97,
    figures: [
      {
        quote: "World Bank data show Brazil grew 3.4% in 2024",
        indicator: "gdp_growth_pct",
        country: "BRA",
        year: 2024,
        officialValue: 3.41931516501906,
        kind: "correct",
      },
      {
        quote: "Inflation averaged 4.4% in 2024",
        indicator: "inflation_cpi_pct",
        country: "BRA",
        year: 2024,
        officialValue: 4.36746407652337,
        kind: "correct",
      },
      {
        quote: "well below the 8.3% of 2021",
        indicator: "inflation_cpi_pct",
        country: "BRA",
        year: 2021,
        officialValue: 8.30165975585673,
        kind: "correct",
      },
      {
        quote: "the 9.3% of 2022",
        indicator: "inflation_cpi_pct",
        country: "BRA",
        year: 2022,
        officialValue: 9.28010608956873,
        kind: "correct",
      },
      {
        quote: "at 11.2% in 2024 on the ILO's modelled measure",
        indicator: "unemployment_pct",
        country: "BRA",
        year: 2024,
        officialValue: 6.801,
        kind: "wrong",
      },
      {
        quote: "Brazil's general government deficit was 6.2% of GDP in 2024",
        indicator: "government_net_lending_pct_gdp",
        country: "BRA",
        year: 2024,
        officialValue: -6.19,
        kind: "correct",
      },
      {
        quote: "widen to 8.4% in 2025",
        indicator: "government_net_lending_pct_gdp",
        country: "BRA",
        year: 2025,
        officialValue: -8.404,
        kind: "correct",
      },
      {
        quote: "Gross debt, at 87.3% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "BRA",
        year: 2024,
        officialValue: 87.284,
        kind: "correct",
      },
      {
        quote: "projected to reach 95.0% by 2026",
        indicator: "government_debt_pct_gdp",
        country: "BRA",
        year: 2026,
        officialValue: 94.979,
        kind: "correct",
      },
      {
        quote: "general government revenue was 39.5% of GDP in 2024",
        indicator: "government_revenue_pct_gdp",
        country: "BRA",
        year: 2024,
        officialValue: 39.485,
        kind: "correct",
      },
      {
        quote: "averaging 5.39 per dollar in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "BRA",
        year: 2024,
        officialValue: 5.3889349057096,
        kind: "correct",
      },
      {
        quote: "the IMF expects growth to slow to 2.4% in 2025",
        indicator: "imf_gdp_growth_pct",
        country: "BRA",
        year: 2025,
        officialValue: 2.4,
        kind: "correct",
      },
      { quote: "and 1.9% in 2026", indicator: "imf_gdp_growth_pct", country: "BRA", year: 2026, officialValue: 1.942, kind: "correct" },
    ],
  },
  {
    slug: "argentina-inflation-milei-two-years",
    title: "Two years of Milei: Argentina's inflation fell faster than almost anyone predicted",
    categoryId: 6,
    authorSlug: "daniel-reyes",
    status: "published",
    publishedAt: "2025-12-16T13:30:00.000Z",
    summary:
      "Javier Milei promised to take a chainsaw to the Argentine state. Two years on, the budget is in surplus and inflation is a fraction of its peak, but the recovery rests on a fragile peso.",
    html: `<p>When Javier Milei took office in December 2023, Argentina's economy was in the grip of its worst inflation since the early 1990s, its central bank had run out of usable reserves and the government had not balanced a budget in years. Two years later the picture has changed dramatically, if not yet decisively.</p>
<h2>From hyperinflation's doorstep</h2>
<p>The table shows how the crisis built up. Annual average consumer-price inflation, according to the World Bank, went from 72.4% in 2022 to 133.5% in 2023 and 219.9% in 2024, while the official exchange rate collapsed.</p>
<table>
<caption>Argentina: inflation, exchange rate and growth, 2022 to 2024</caption>
<thead><tr><th>Year</th><th>Consumer prices, annual average %</th><th>Pesos per US$, average</th><th>Real GDP growth %</th></tr></thead>
<tbody>
<tr><td>2022</td><td>72.4</td><td>130.6</td><td>6.0</td></tr>
<tr><td>2023</td><td>133.5</td><td>296.3</td><td>−1.9</td></tr>
<tr><td>2024</td><td>219.9</td><td>914.7</td><td>−1.3</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators.</p>
<p>The 2024 figure needs a word of explanation, because it seems to contradict the story of falling inflation. It is an <em>annual average</em>: prices in 2024 as a whole compared with prices in 2023 as a whole. Because prices soared in late 2023 and early 2024, right after the devaluation that opened Milei's term, the average for 2024 was enormous even though monthly inflation fell sharply through the year. The year-on-year rate in December 2024, the figure Argentine media quote, was far lower.</p>
<h2>The chainsaw and the surplus</h2>
<p>The fall in inflation was built on a brutal fiscal adjustment. According to the IMF, Argentina's general government moved from a deficit of 5.3% of GDP in 2023 to a surplus of 0.5% of GDP in 2024. Subsidies for energy and transport were slashed, public-works spending halted, and pensions and public wages allowed to fall in real terms.</p>
<p>The results, on the IMF's October 2025 numbers:</p>
<ul>
<li>Inflation is estimated at 41.3% for 2025 and projected at 16.4% for 2026.</li>
<li>The economy, after shrinking in 2024, is estimated to have grown 4.5% in 2025.</li>
<li>Gross public debt fell from 154.6% of GDP in 2023 to 84.7% in 2024, largely because the peso's real recovery shrank the value of dollar debt relative to output.</li>
<li>The current account swung to a surplus of 0.9% of GDP in 2024.</li>
</ul>
<h2>The cost</h2>
<p>The adjustment was not painless. Output fell 1.3% in 2024, according to the World Bank, and real incomes dropped sharply in the first half of the year before recovering. Unemployment rose to 7.2% in 2024, the IMF says. Poverty spiked before falling back as inflation eased.</p>
<h2>The peso is the weak point</h2>
<p>The central vulnerability is the currency. Keeping the peso on a tightly managed path helped bring inflation down but made Argentina expensive in dollar terms and drained reserves. Ahead of the October 2025 midterm elections, pressure on the peso forced the government to lean on a new IMF programme and a currency-swap line from the US Treasury. Milei's party did well at the polls, which bought time, but the question of when and how to float the peso fully remains open.</p>
<p>Argentina has stabilised before and slipped back. What is different this time is a government that has run a primary surplus without resorting to money printing, and voters who, for now, seem to prefer it. The next two years will show whether that holds once the easy gains from falling inflation are behind it.</p>
<p>Data: <a href="https://data.worldbank.org/country/argentina">World Bank Argentina data</a> and the <a href="https://www.imf.org/en/Publications/WEO">IMF World Economic Outlook</a>.</p>`,
    featuredImage: "argentina-inflation-milei-two-years.svg",
    showAuthor: true,
    views: 12400,
    likes: 503,
    figures: [
      {
        quote: "went from 72.4% in 2022",
        indicator: "inflation_cpi_pct",
        country: "ARG",
        year: 2022,
        officialValue: 72.430757531824,
        kind: "correct",
      },
      {
        quote: "to 133.5% in 2023",
        indicator: "inflation_cpi_pct",
        country: "ARG",
        year: 2023,
        officialValue: 133.488935594175,
        kind: "correct",
      },
      {
        quote: "and 219.9% in 2024",
        indicator: "inflation_cpi_pct",
        country: "ARG",
        year: 2024,
        officialValue: 219.883929014578,
        kind: "correct",
      },
      {
        quote: "2022 72.4 130.6 6.0",
        indicator: "inflation_cpi_pct",
        country: "ARG",
        year: 2022,
        officialValue: 72.430757531824,
        kind: "correct",
      },
      {
        quote: "2022 72.4 130.6 6.0",
        indicator: "exchange_rate_lcu_per_usd",
        country: "ARG",
        year: 2022,
        officialValue: 130.61655,
        kind: "correct",
      },
      {
        quote: "2022 72.4 130.6 6.0",
        indicator: "gdp_growth_pct",
        country: "ARG",
        year: 2022,
        officialValue: 6.02074537534855,
        kind: "correct",
      },
      {
        quote: "2023 133.5 296.3 −1.9",
        indicator: "inflation_cpi_pct",
        country: "ARG",
        year: 2023,
        officialValue: 133.488935594175,
        kind: "correct",
      },
      {
        quote: "2023 133.5 296.3 −1.9",
        indicator: "exchange_rate_lcu_per_usd",
        country: "ARG",
        year: 2023,
        officialValue: 296.258041666667,
        kind: "correct",
      },
      {
        quote: "2023 133.5 296.3 −1.9",
        indicator: "gdp_growth_pct",
        country: "ARG",
        year: 2023,
        officialValue: -1.85578803046339,
        kind: "correct",
      },
      {
        quote: "2024 219.9 914.7 −1.3",
        indicator: "inflation_cpi_pct",
        country: "ARG",
        year: 2024,
        officialValue: 219.883929014578,
        kind: "correct",
      },
      {
        quote: "2024 219.9 914.7 −1.3",
        indicator: "exchange_rate_lcu_per_usd",
        country: "ARG",
        year: 2024,
        officialValue: 914.694883333333,
        kind: "correct",
      },
      {
        quote: "2024 219.9 914.7 −1.3",
        indicator: "gdp_growth_pct",
        country: "ARG",
        year: 2024,
        officialValue: -1.34293072157739,
        kind: "correct",
      },
      {
        quote: "from a deficit of 5.3% of GDP in 2023",
        indicator: "government_net_lending_pct_gdp",
        country: "ARG",
        year: 2023,
        officialValue: -5.33,
        kind: "correct",
      },
      {
        quote: "to a surplus of 0.5% of GDP in 2024",
        indicator: "government_net_lending_pct_gdp",
        country: "ARG",
        year: 2024,
        officialValue: 0.458,
        kind: "correct",
      },
      {
        quote: "Inflation is estimated at 41.3% for 2025",
        indicator: "imf_inflation_cpi_pct",
        country: "ARG",
        year: 2025,
        officialValue: 41.263,
        kind: "correct",
      },
      {
        quote: "projected at 16.4% for 2026",
        indicator: "imf_inflation_cpi_pct",
        country: "ARG",
        year: 2026,
        officialValue: 16.378,
        kind: "correct",
      },
      {
        quote: "estimated to have grown 4.5% in 2025",
        indicator: "imf_gdp_growth_pct",
        country: "ARG",
        year: 2025,
        officialValue: 4.465,
        kind: "correct",
      },
      {
        quote: "from 154.6% of GDP in 2023",
        indicator: "government_debt_pct_gdp",
        country: "ARG",
        year: 2023,
        officialValue: 154.601,
        kind: "correct",
      },
      {
        quote: "to 84.7% in 2024",
        indicator: "government_debt_pct_gdp",
        country: "ARG",
        year: 2024,
        officialValue: 84.653,
        kind: "correct",
      },
      {
        quote: "a surplus of 0.9% of GDP in 2024",
        indicator: "current_account_pct_gdp",
        country: "ARG",
        year: 2024,
        officialValue: 0.894,
        kind: "correct",
      },
      {
        quote: "Output fell 1.3% in 2024",
        indicator: "gdp_growth_pct",
        country: "ARG",
        year: 2024,
        officialValue: -1.34293072157739,
        kind: "correct",
      },
      {
        quote: "Unemployment rose to 7.2% in 2024",
        indicator: "imf_unemployment_pct",
        country: "ARG",
        year: 2024,
        officialValue: 7.15,
        kind: "correct",
      },
    ],
  },
  {
    slug: "uk-tax-take-rises",
    title: "Britain's tax take is rising, and the hard choices are still ahead",
    categoryId: 6,
    authorSlug: "lukas-brenner",
    status: "published",
    publishedAt: "2026-02-24T08:30:00.000Z",
    summary:
      "Two budgets of tax rises have pushed British revenue up as a share of the economy. The IMF's figures show spending still outrunning it, with little room left for error.",
    html: `<p>Rachel Reeves's first two budgets as chancellor were built on the same premise: that Britain's public services needed more money and that the money would have to come from taxes rather than borrowing. The numbers show the shift under way, and how much further it may have to go.</p>
<h2>Revenue up, spending flat</h2>
<p>The IMF's October 2025 World Economic Outlook tracks the broad finances of the British state, including local government. The table sets out its figures for revenue and spending as a share of GDP.</p>
<table>
<caption>United Kingdom general government revenue and expenditure, % of GDP, 2022 to 2026</caption>
<thead><tr><th>Year</th><th>Revenue</th><th>Expenditure</th></tr></thead>
<tbody>
<tr><td>2022</td><td>39.5</td><td>44.1</td></tr>
<tr><td>2023</td><td>38.8</td><td>44.8</td></tr>
<tr><td>2024</td><td>38.3</td><td>44.0</td></tr>
<tr><td>2025 (estimate)</td><td>39.4</td><td>43.7</td></tr>
<tr><td>2026 (projection)</td><td>40.2</td><td>43.8</td></tr>
</tbody>
</table>
<p>Source: International Monetary Fund, World Economic Outlook Database, October 2025.</p>
<p>Revenue is projected to reach 40.2% of GDP in 2026, which would be high by British post-war standards, while spending stays roughly flat. The gap between the two, the deficit, narrows from 5.7% of GDP in 2024 to a projected 3.6% in 2026.</p>
<p>The World Bank's narrower measure, which counts only central-government taxes, tells the same story. Tax revenue was 26.9% of GDP in 2024, up from 24.9% in 2019, a rise of about two percentage points in five years, driven by frozen income-tax thresholds and higher employer national insurance.</p>
<h2>High by British standards, not by European ones</h2>
<p>For all the talk of a record tax burden, Britain remains a middling taxer among rich countries. General government revenue in 2024 was 51.4% of GDP in France, 47.1% in Italy and 46.8% in Germany, according to the IMF, against 29.9% in the United States. The British debate is less about the level than about the speed of the increase and about who pays.</p>
<h2>Why the pressure will not go away</h2>
<ul>
<li><strong>Debt is high.</strong> General government gross debt was 101.2% of GDP in 2024, and interest costs have risen sharply since 2022.</li>
<li><strong>Growth is slow.</strong> The economy grew 1.1% in 2024, according to the World Bank, and the IMF projects 1.3% for 2026. Slow growth means revenues grow slowly too.</li>
<li><strong>Inflation has been stubborn.</strong> The IMF estimates consumer-price inflation of 3.4% in 2025, the highest in the G7, which keeps interest rates and the cost of index-linked debt up.</li>
<li><strong>Unemployment is drifting higher.</strong> The national jobless rate is estimated at 4.7% for 2025, up from pre-pandemic lows.</li>
<li><strong>Demands are rising.</strong> An ageing population, defence commitments and a health service still recovering from the pandemic all require more money.</li>
</ul>
<h2>The political trap</h2>
<p>The government promised not to raise the main rates of income tax, national insurance for employees or VAT, which together raise most of the money. That leaves it relying on threshold freezes and a patchwork of smaller taxes, which raise less and annoy more people per pound. Meanwhile, the fiscal rules leave little headroom against forecasting errors: a small downgrade to growth can wipe out a chancellor's cushion overnight.</p>
<p>Britain is not in a fiscal crisis. But it is in the uncomfortable position of raising taxes without seeing much improvement in services, and that is a hard sell at the ballot box.</p>
<p>More on public finances in our <a href="/category/politics">Politics section</a>; the data are on the <a href="https://www.imf.org/external/datamapper/GGR_NGDP@WEO">IMF DataMapper</a>.</p>`,
    featuredImage: "uk-tax-take-rises.svg",
    showAuthor: true,
    views: 5600,
    likes: 214,
    figures: [
      {
        quote: "2022 39.5 44.1",
        indicator: "government_revenue_pct_gdp",
        country: "GBR",
        year: 2022,
        officialValue: 39.543,
        kind: "correct",
      },
      {
        quote: "2022 39.5 44.1",
        indicator: "government_expenditure_pct_gdp",
        country: "GBR",
        year: 2022,
        officialValue: 44.099,
        kind: "correct",
      },
      {
        quote: "2023 38.8 44.8",
        indicator: "government_revenue_pct_gdp",
        country: "GBR",
        year: 2023,
        officialValue: 38.775,
        kind: "correct",
      },
      {
        quote: "2023 38.8 44.8",
        indicator: "government_expenditure_pct_gdp",
        country: "GBR",
        year: 2023,
        officialValue: 44.829,
        kind: "correct",
      },
      {
        quote: "2024 38.3 44.0",
        indicator: "government_revenue_pct_gdp",
        country: "GBR",
        year: 2024,
        officialValue: 38.291,
        kind: "correct",
      },
      {
        quote: "2024 38.3 44.0",
        indicator: "government_expenditure_pct_gdp",
        country: "GBR",
        year: 2024,
        officialValue: 44.04,
        kind: "correct",
      },
      {
        quote: "2025 (estimate) 39.4 43.7",
        indicator: "government_revenue_pct_gdp",
        country: "GBR",
        year: 2025,
        officialValue: 39.354,
        kind: "correct",
      },
      {
        quote: "2025 (estimate) 39.4 43.7",
        indicator: "government_expenditure_pct_gdp",
        country: "GBR",
        year: 2025,
        officialValue: 43.691,
        kind: "correct",
      },
      {
        quote: "2026 (projection) 40.2 43.8",
        indicator: "government_revenue_pct_gdp",
        country: "GBR",
        year: 2026,
        officialValue: 40.212,
        kind: "correct",
      },
      {
        quote: "2026 (projection) 40.2 43.8",
        indicator: "government_expenditure_pct_gdp",
        country: "GBR",
        year: 2026,
        officialValue: 43.821,
        kind: "correct",
      },
      {
        quote: "Revenue is projected to reach 40.2% of GDP in 2026",
        indicator: "government_revenue_pct_gdp",
        country: "GBR",
        year: 2026,
        officialValue: 40.212,
        kind: "correct",
      },
      {
        quote: "narrows from 5.7% of GDP in 2024",
        indicator: "government_net_lending_pct_gdp",
        country: "GBR",
        year: 2024,
        officialValue: -5.749,
        kind: "correct",
      },
      {
        quote: "to a projected 3.6% in 2026",
        indicator: "government_net_lending_pct_gdp",
        country: "GBR",
        year: 2026,
        officialValue: -3.609,
        kind: "correct",
      },
      {
        quote: "Tax revenue was 26.9% of GDP in 2024",
        indicator: "tax_revenue_pct_gdp",
        country: "GBR",
        year: 2024,
        officialValue: 26.8890215407942,
        kind: "correct",
      },
      {
        quote: "up from 24.9% in 2019",
        indicator: "tax_revenue_pct_gdp",
        country: "GBR",
        year: 2019,
        officialValue: 24.9143682469426,
        kind: "correct",
      },
      {
        quote: "51.4% of GDP in France",
        indicator: "government_revenue_pct_gdp",
        country: "FRA",
        year: 2024,
        officialValue: 51.404,
        kind: "correct",
      },
      {
        quote: "47.1% in Italy",
        indicator: "government_revenue_pct_gdp",
        country: "ITA",
        year: 2024,
        officialValue: 47.116,
        kind: "correct",
      },
      {
        quote: "46.8% in Germany",
        indicator: "government_revenue_pct_gdp",
        country: "DEU",
        year: 2024,
        officialValue: 46.765,
        kind: "correct",
      },
      {
        quote: "against 29.9% in the United States",
        indicator: "government_revenue_pct_gdp",
        country: "USA",
        year: 2024,
        officialValue: 29.887,
        kind: "correct",
      },
      {
        quote: "General government gross debt was 101.2% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "GBR",
        year: 2024,
        officialValue: 101.227,
        kind: "correct",
      },
      {
        quote: "The economy grew 1.1% in 2024",
        indicator: "gdp_growth_pct",
        country: "GBR",
        year: 2024,
        officialValue: 1.08027716858781,
        kind: "correct",
      },
      {
        quote: "the IMF projects 1.3% for 2026",
        indicator: "imf_gdp_growth_pct",
        country: "GBR",
        year: 2026,
        officialValue: 1.264,
        kind: "correct",
      },
      {
        quote: "consumer-price inflation of 3.4% in 2025",
        indicator: "imf_inflation_cpi_pct",
        country: "GBR",
        year: 2025,
        officialValue: 3.402,
        kind: "correct",
      },
      {
        quote: "estimated at 4.7% for 2025",
        indicator: "imf_unemployment_pct",
        country: "GBR",
        year: 2025,
        officialValue: 4.7,
        kind: "correct",
      },
    ],
  },
  {
    slug: "germany-debt-brake-spending-shift",
    title: "Germany loosens its debt brake. Can it spend its way out of stagnation?",
    categoryId: 6,
    authorSlug: "lukas-brenner",
    status: "published",
    publishedAt: "2026-03-24T09:00:00.000Z",
    summary:
      "After two years of contraction, Berlin has freed itself to borrow for defence and infrastructure. The IMF expects the deficit to widen and growth to return, slowly.",
    html: `<p>For more than fifteen years Germany's "Schuldenbremse", the constitutional debt brake that caps federal structural borrowing at a sliver of GDP, was a point of national pride and a source of exasperation for its neighbours. In March 2025 the outgoing Bundestag changed that, exempting most defence spending from the rule and creating a special fund for infrastructure to be spent over twelve years. A year on, the money is starting to flow.</p>
<h2>Why Berlin changed its mind</h2>
<p>The economic case had been building for years. Germany's economy shrank 0.9% in 2023 and 0.5% in 2024, according to World Bank data, as high energy costs, Chinese competition and weak investment took their toll. Bridges, railways and schools had been starved of money, and the security shock of Russia's war in Ukraine, together with doubts about American commitments to Europe, made a large increase in defence spending unavoidable.</p>
<p>Crucially, Germany could afford it. General government gross debt was 63.5% of GDP in 2024, according to the IMF, the lowest in the G7 and far below France's 113.1% or Italy's 135.3%. Its deficit, at 2.7% of GDP, was modest by comparison.</p>
<h2>What the IMF expects</h2>
<p>The IMF's October 2025 projections build in a marked fiscal loosening:</p>
<ul>
<li>The general government deficit widens to 3.4% of GDP in 2026 and 4.0% in 2027.</li>
<li>Public spending rises from 49.4% of GDP in 2024 to 51.4% in 2026.</li>
<li>Gross debt climbs steadily, to 73.6% of GDP by 2030.</li>
<li>Growth recovers to 0.9% in 2026 and 1.5% in 2027, after near-stagnation in 2025.</li>
</ul>
<p>Those growth numbers are hardly spectacular. Fiscal stimulus takes time to work, especially when it goes into infrastructure projects that need planning permission, engineers and construction capacity that Germany does not have in abundance. Defence money, too, may leak abroad if it is spent on American equipment rather than domestic production.</p>
<h2>The labour market is the constraint</h2>
<p>One reason for caution is that Germany's labour market remains tight despite the downturn. The country's jobless rate, at 3.1% in the latest World Bank figures, remains among the lowest in Europe, and an ageing workforce means firms struggle to hire skilled workers. If stimulus runs into a shortage of people rather than a shortage of demand, more of it will show up in prices than in output.</p>
<h2>The European angle</h2>
<p>For the rest of the euro area, German stimulus is welcome news. Germany's persistent current-account surpluses have long been blamed for weak demand across the bloc; more German spending means more imports from its neighbours. But it also complicates the politics of EU fiscal rules. Countries such as France and Italy, which face pressure to cut their deficits, will point out that the bloc's anchor economy is now borrowing more.</p>
<p>The real test is execution. Germany has found the money. Whether it can turn it into rail lines, power grids and military capability fast enough to lift growth is a question the next two years will answer.</p>
<p>Data: <a href="https://www.imf.org/en/Publications/WEO">IMF World Economic Outlook</a> and the <a href="https://data.worldbank.org/country/germany">World Bank's Germany page</a>. More from Europe in our <a href="/category/politics">Politics section</a>.</p>`,
    featuredImage: "germany-debt-brake-spending-shift.svg",
    showAuthor: true,
    views: 4100,
    likes: 152,
    figures: [
      {
        quote: "Germany's economy shrank 0.9% in 2023",
        indicator: "gdp_growth_pct",
        country: "DEU",
        year: 2023,
        officialValue: -0.869647578573321,
        kind: "correct",
      },
      {
        quote: "and 0.5% in 2024, according to World Bank data",
        indicator: "gdp_growth_pct",
        country: "DEU",
        year: 2024,
        officialValue: -0.495851897260366,
        kind: "correct",
      },
      {
        quote: "General government gross debt was 63.5% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "DEU",
        year: 2024,
        officialValue: 63.465,
        kind: "correct",
      },
      {
        quote: "far below France's 113.1%",
        indicator: "government_debt_pct_gdp",
        country: "FRA",
        year: 2024,
        officialValue: 113.148,
        kind: "correct",
      },
      {
        quote: "Italy's 135.3%",
        indicator: "government_debt_pct_gdp",
        country: "ITA",
        year: 2024,
        officialValue: 135.326,
        kind: "correct",
      },
      {
        quote: "Its deficit, at 2.7% of GDP",
        indicator: "government_net_lending_pct_gdp",
        country: "DEU",
        year: 2024,
        officialValue: -2.663,
        kind: "correct",
      },
      {
        quote: "The general government deficit widens to 3.4% of GDP in 2026",
        indicator: "government_net_lending_pct_gdp",
        country: "DEU",
        year: 2026,
        officialValue: -3.367,
        kind: "correct",
      },
      {
        quote: "and 4.0% in 2027",
        indicator: "government_net_lending_pct_gdp",
        country: "DEU",
        year: 2027,
        officialValue: -4.033,
        kind: "correct",
      },
      {
        quote: "Public spending rises from 49.4% of GDP in 2024",
        indicator: "government_expenditure_pct_gdp",
        country: "DEU",
        year: 2024,
        officialValue: 49.428,
        kind: "correct",
      },
      {
        quote: "to 51.4% in 2026",
        indicator: "government_expenditure_pct_gdp",
        country: "DEU",
        year: 2026,
        officialValue: 51.409,
        kind: "correct",
      },
      {
        quote: "to 73.6% of GDP by 2030",
        indicator: "government_debt_pct_gdp",
        country: "DEU",
        year: 2030,
        officialValue: 73.583,
        kind: "correct",
      },
      {
        quote: "Growth recovers to 0.9% in 2026",
        indicator: "imf_gdp_growth_pct",
        country: "DEU",
        year: 2026,
        officialValue: 0.944,
        kind: "correct",
      },
      { quote: "and 1.5% in 2027", indicator: "imf_gdp_growth_pct", country: "DEU", year: 2027, officialValue: 1.473, kind: "correct" },
      {
        quote: "The country's jobless rate, at 3.1% in the latest World Bank figures",
        indicator: "unemployment_pct",
        country: "DEU",
        year: 2024,
        officialValue: 3.4,
        kind: "stale",
      },
    ],
  },
  {
    slug: "us-tariffs-trade-deficit-data",
    title: "Tariffs were meant to shrink America's trade deficit. Here is what the data can and cannot tell us",
    categoryId: 6,
    authorSlug: "maya-okafor",
    status: "published",
    publishedAt: "2026-04-14T10:00:00.000Z",
    summary:
      "A year after 'Liberation Day', the debate over tariffs is loud and the data are slow. The official figures we have show how small trade is relative to the US economy, and why the deficit is about saving as much as about trade.",
    html: `<p>When the White House announced sweeping "reciprocal" tariffs in April 2025, it described America's trade deficit as a national emergency. A year later, tariffs on most imports are far higher than at any time in generations, several have been challenged in court, and the debate over whether they are working is as loud as ever. The annual official data move more slowly than the politics, but they help frame the argument.</p>
<h2>A large economy that trades relatively little</h2>
<p>The first thing the data show is how closed the American economy is compared with its partners. World Bank figures for 2024, the last full year before the new tariffs, make the point.</p>
<table>
<caption>Exports and imports of goods and services, % of GDP, 2024</caption>
<thead><tr><th>Economy</th><th>Exports</th><th>Imports</th></tr></thead>
<tbody>
<tr><td>United States</td><td>11.0</td><td>14.0</td></tr>
<tr><td>China</td><td>20.4</td><td>17.5</td></tr>
<tr><td>Japan</td><td>22.0</td><td>22.9</td></tr>
<tr><td>Canada</td><td>32.5</td><td>32.7</td></tr>
<tr><td>Mexico</td><td>37.3</td><td>38.1</td></tr>
<tr><td>Germany</td><td>41.4</td><td>37.7</td></tr>
<tr><td>World</td><td>29.1</td><td>28.1</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators, exports and imports of goods and services (% of GDP).</p>
<p>That asymmetry is central to the tariff strategy. Because trade matters far more to Canada, Mexico and Germany than to the United States, Washington has bargaining power. But it also means the effects of tariffs on America's own economy show up mostly through prices and supply chains, not through a large shift in output.</p>
<h2>The deficit is about saving, too</h2>
<p>America's current-account deficit, the broadest measure of its external balance, was $1.19 trillion in 2024, according to the World Bank. Relative to the economy, the IMF puts it at 4.0% of GDP.</p>
<p>Economists point out that a current-account deficit is the mirror image of a gap between what a country invests and what it saves. The US government alone ran a deficit of 8.0% of GDP in 2024, according to the IMF. As long as the government borrows on that scale and foreign investors want American assets, a large external deficit is hard to avoid, tariffs or not. That is why the IMF, in its October 2025 projections, still expected the current-account deficit to be 3.6% of GDP in 2026.</p>
<h2>What to watch in the data</h2>
<p>The full-year trade figures for 2025 will start appearing in international datasets over the coming months. When they do, these are the questions they can answer:</p>
<ol>
<li><strong>Did imports fall, or just move?</strong> Early signs suggest trade was diverted from China towards Vietnam, Mexico and other suppliers rather than brought home.</li>
<li><strong>Who paid?</strong> Import prices net of tariffs show whether foreign exporters cut prices or American buyers absorbed the cost. Consumer-price inflation was 2.9% in 2024; the IMF's October estimate for 2025 was 2.7%, with tariffs adding to goods prices.</li>
<li><strong>Did partners' surpluses shrink?</strong> China's current-account surplus was 2.3% of GDP in 2024 and Germany's 5.6%. If those do not fall, the rebalancing has not happened.</li>
</ol>
<h2>The politics will not wait for the data</h2>
<p>Tariff revenue has become a significant source of federal income, and the administration has used tariff threats as a lever in negotiations on issues well beyond trade. Businesses, meanwhile, say uncertainty over what rate will apply next month has been as damaging as the tariffs themselves.</p>
<p>The annual numbers will eventually settle some of the arguments. Until then, beware of anyone claiming that a single month's trade figures prove the policy a triumph or a disaster.</p>
<p>Data: <a href="https://data.worldbank.org/indicator/NE.IMP.GNFS.ZS">World Bank trade data</a> and the <a href="https://www.imf.org/en/Publications/WEO">IMF World Economic Outlook</a>.</p>`,
    featuredImage: "us-tariffs-trade-deficit-data.svg",
    showAuthor: true,
    views: 21300,
    likes: 871,
    figures: [
      {
        quote: "United States 11.0 14.0",
        indicator: "exports_pct_gdp",
        country: "USA",
        year: 2024,
        officialValue: 10.97469647515,
        kind: "correct",
      },
      {
        quote: "United States 11.0 14.0",
        indicator: "imports_pct_gdp",
        country: "USA",
        year: 2024,
        officialValue: 14.0413208226783,
        kind: "correct",
      },
      {
        quote: "China 20.4 17.5",
        indicator: "exports_pct_gdp",
        country: "CHN",
        year: 2024,
        officialValue: 20.4428283665891,
        kind: "correct",
      },
      {
        quote: "China 20.4 17.5",
        indicator: "imports_pct_gdp",
        country: "CHN",
        year: 2024,
        officialValue: 17.5132317706653,
        kind: "correct",
      },
      {
        quote: "Japan 22.0 22.9",
        indicator: "exports_pct_gdp",
        country: "JPN",
        year: 2024,
        officialValue: 21.9799093698461,
        kind: "correct",
      },
      {
        quote: "Japan 22.0 22.9",
        indicator: "imports_pct_gdp",
        country: "JPN",
        year: 2024,
        officialValue: 22.8730294879112,
        kind: "correct",
      },
      {
        quote: "Canada 32.5 32.7",
        indicator: "exports_pct_gdp",
        country: "CAN",
        year: 2024,
        officialValue: 32.4691150314085,
        kind: "correct",
      },
      {
        quote: "Canada 32.5 32.7",
        indicator: "imports_pct_gdp",
        country: "CAN",
        year: 2024,
        officialValue: 32.6523836990289,
        kind: "correct",
      },
      {
        quote: "Mexico 37.3 38.1",
        indicator: "exports_pct_gdp",
        country: "MEX",
        year: 2024,
        officialValue: 37.2836162309013,
        kind: "correct",
      },
      {
        quote: "Mexico 37.3 38.1",
        indicator: "imports_pct_gdp",
        country: "MEX",
        year: 2024,
        officialValue: 38.1422853106055,
        kind: "correct",
      },
      {
        quote: "Germany 41.4 37.7",
        indicator: "exports_pct_gdp",
        country: "DEU",
        year: 2024,
        officialValue: 41.4340593720908,
        kind: "correct",
      },
      {
        quote: "Germany 41.4 37.7",
        indicator: "imports_pct_gdp",
        country: "DEU",
        year: 2024,
        officialValue: 37.6566712174028,
        kind: "correct",
      },
      {
        quote: "World 29.1 28.1",
        indicator: "exports_pct_gdp",
        country: "WLD",
        year: 2024,
        officialValue: 29.0778030379811,
        kind: "correct",
      },
      {
        quote: "World 29.1 28.1",
        indicator: "imports_pct_gdp",
        country: "WLD",
        year: 2024,
        officialValue: 28.1121512588265,
        kind: "correct",
      },
      {
        quote: "was $1.19 trillion in 2024",
        indicator: "current_account_usd",
        country: "USA",
        year: 2024,
        officialValue: -1185294000000,
        kind: "correct",
      },
      {
        quote: "the IMF puts it at 4.0% of GDP",
        indicator: "current_account_pct_gdp",
        country: "USA",
        year: 2024,
        officialValue: -4.046,
        kind: "correct",
      },
      {
        quote: "ran a deficit of 8.0% of GDP in 2024",
        indicator: "government_net_lending_pct_gdp",
        country: "USA",
        year: 2024,
        officialValue: -8.031,
        kind: "correct",
      },
      {
        quote: "the current-account deficit to be 3.6% of GDP in 2026",
        indicator: "current_account_pct_gdp",
        country: "USA",
        year: 2026,
        officialValue: -3.624,
        kind: "correct",
      },
      {
        quote: "Consumer-price inflation was 2.9% in 2024",
        indicator: "inflation_cpi_pct",
        country: "USA",
        year: 2024,
        officialValue: 2.94952520485207,
        kind: "correct",
      },
      {
        quote: "the IMF's October estimate for 2025 was 2.7%",
        indicator: "imf_inflation_cpi_pct",
        country: "USA",
        year: 2025,
        officialValue: 2.715,
        kind: "correct",
      },
      {
        quote: "China's current-account surplus was 2.3% of GDP in 2024",
        indicator: "current_account_pct_gdp",
        country: "CHN",
        year: 2024,
        officialValue: 2.261,
        kind: "correct",
      },
      { quote: "Germany's 5.6%", indicator: "current_account_pct_gdp", country: "DEU", year: 2024, officialValue: 5.631, kind: "correct" },
    ],
  },
  {
    slug: "us-midterms-economic-scorecard",
    title: "The midterm economy: a scorecard for voters",
    categoryId: 6,
    authorSlug: "daniel-reyes",
    status: "draft",
    publishedAt: "2026-11-14T15:00:00.000Z",
    summary:
      "Growth held up, unemployment edged higher and the deficit stayed enormous. A data-only guide to the economy Americans voted on.",
    html: `<p>Every midterm election is in part a referendum on the economy. Partisans on both sides will claim this month's results as a verdict on tariffs, immigration and the deficit. The official data we can check give a more measured picture.</p>
<h2>Growth: steady, not spectacular</h2>
<p>The World Bank's first estimate shows the US economy grew 2.2% in 2025, down from 2.8% in 2024 but still faster than most rich economies. Output per person passed $90,000, higher than in any other large economy.</p>
<h2>Jobs: slowly softening</h2>
<p>Unemployment has drifted up. The ILO's modelled rate for the United States was 4.2% in 2025, compared with 3.6% in 2023. That is still low by historical standards, but the direction of travel has been unhelpful for the party in power.</p>
<h2>Prices: the unfinished fight</h2>
<p>Consumer-price inflation averaged 2.9% in 2024, the latest year in the World Bank's data for the US. The IMF's October 2025 estimate for 2025 was 2.7%, above the Federal Reserve's target, with tariffs pushing up the price of goods.</p>
<h2>The deficit: the issue nobody campaigns on</h2>
<p>The IMF estimated the US general government deficit at 7.4% of GDP in 2025, with gross debt at 125.1% of GDP and projected to reach 128.7% in 2026. Neither party has put forward a plan that would change that trajectory significantly.</p>
<ul>
<li>Tariff revenue has risen but remains small relative to the deficit.</li>
<li>Interest costs now rival defence spending.</li>
<li>The extension of the 2017 tax cuts locked in lower revenue.</li>
</ul>
<h2>What the scorecard leaves out</h2>
<p>Averages hide a great deal. Voters experience the economy through rent, grocery bills, the cost of insurance and the security of their own jobs, not through GDP. The gap between decent national statistics and widespread economic unease has been one of the defining features of American politics since the pandemic.</p>
<p>[Draft: add state-level unemployment from BLS (not in our dataset, needs separate check); add chart of real wages; confirm GDP per person comparison.]</p>
<h2>How we checked</h2>
<p>Every number in this scorecard comes from the World Bank's World Development Indicators or the IMF's October 2025 World Economic Outlook, the two sources our fact-check assistant compares against. Where the World Bank has no 2025 figure yet, as for US consumer prices, we say so and use the latest available year rather than a monthly headline rate. Annual averages will not match the December figures that campaigns prefer to quote, which is one reason the same economy can be described so differently by each side. Readers can find the series on the <a href="https://data.worldbank.org/country/united-states">World Bank's United States page</a> and in the <a href="https://www.imf.org/en/Publications/WEO">IMF World Economic Outlook</a>. More in our <a href="/category/politics">Politics section</a>.</p>`,
    featuredImage: "us-midterms-economic-scorecard.svg",
    showAuthor: true,
    views: 73,
    likes: 1,
    figures: [
      {
        quote: "the US economy grew 2.2% in 2025",
        indicator: "gdp_growth_pct",
        country: "USA",
        year: 2025,
        officialValue: 2.16138195623856,
        kind: "correct",
      },
      {
        quote: "down from 2.8% in 2024",
        indicator: "gdp_growth_pct",
        country: "USA",
        year: 2024,
        officialValue: 2.79318715363841,
        kind: "correct",
      },
      {
        quote: "Output per person passed $90,000",
        indicator: "gdp_per_capita_usd",
        country: "USA",
        year: 2025,
        officialValue: 90026.5163005744,
        kind: "correct",
      },
      {
        quote: "The ILO's modelled rate for the United States was 4.2% in 2025",
        indicator: "unemployment_pct",
        country: "USA",
        year: 2025,
        officialValue: 4.198,
        kind: "correct",
      },
      {
        quote: "compared with 3.6% in 2023",
        indicator: "unemployment_pct",
        country: "USA",
        year: 2023,
        officialValue: 3.638,
        kind: "correct",
      },
      {
        quote: "Consumer-price inflation averaged 2.9% in 2024",
        indicator: "inflation_cpi_pct",
        country: "USA",
        year: 2024,
        officialValue: 2.94952520485207,
        kind: "correct",
      },
      {
        quote: "The IMF's October 2025 estimate for 2025 was 2.7%",
        indicator: "imf_inflation_cpi_pct",
        country: "USA",
        year: 2025,
        officialValue: 2.715,
        kind: "correct",
      },
      {
        quote: "deficit at 7.4% of GDP in 2025",
        indicator: "government_net_lending_pct_gdp",
        country: "USA",
        year: 2025,
        officialValue: -7.365,
        kind: "correct",
      },
      {
        quote: "gross debt at 125.1% of GDP",
        indicator: "government_debt_pct_gdp",
        country: "USA",
        year: 2025,
        officialValue: 125.05,
        kind: "correct",
      },
      {
        quote: "projected to reach 128.7% in 2026",
        indicator: "government_debt_pct_gdp",
        country: "USA",
        year: 2026,
        officialValue: 128.749,
        kind: "correct",
      },
    ],
  },
];
