import type { SeedArticle } from "@/lib/db/seed/types";

/** Entertainment (5), Sports (7) and Travel (8): the economics of culture, sport and holidays. */
export const leisureArticles: SeedArticle[] = [
  {
    slug: "korea-culture-exports-economy",
    title: "K-pop, K-dramas and the Korean export machine",
    categoryId: 5,
    authorSlug: "hana-sato",
    status: "published",
    publishedAt: "2026-03-03T04:00:00.000Z",
    summary:
      "South Korea's entertainment industry has become a global brand. In the national accounts it is still small next to chips and cars, but it punches far above its weight in what it does for everything else Korea sells.",
    html: `<p>A decade ago, the idea that a Korean boy band would top the American charts, or that a Korean-language drama would become the most-watched series on a global streaming platform, would have seemed far-fetched. Today the "Korean wave" is a fixture of global popular culture, and Seoul treats it as a strategic industry.</p>
<h2>A trading nation</h2>
<p>Culture is the newest chapter in an old story. South Korea is one of the most trade-dependent large economies in the world. World Bank data show exports of goods and services were worth 44.4% of GDP in 2024, far higher than in other large rich economies such as Japan or the United States.</p>
<table>
<caption>South Korea, exports of goods and services, % of GDP, 2020 to 2024</caption>
<thead><tr><th>Year</th><th>Exports</th></tr></thead>
<tbody>
<tr><td>2020</td><td>34.6</td></tr>
<tr><td>2021</td><td>39.3</td></tr>
<tr><td>2022</td><td>45.3</td></tr>
<tr><td>2023</td><td>41.3</td></tr>
<tr><td>2024</td><td>44.4</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators, exports of goods and services (% of GDP).</p>
<p>The bulk of those exports are semiconductors, cars, ships, petrochemicals and electronics. Music, films, series, games and webtoons are a small slice of the total, and our dataset does not separate them out. But their influence reaches well beyond their own sales figures.</p>
<h2>Soft power with a hard payoff</h2>
<p>Korean cultural exports work as advertising for everything else the country sells. Researchers and industry bodies point to several channels:</p>
<ul>
<li><strong>Consumer goods.</strong> Korean cosmetics, snacks, instant noodles and fashion have ridden the popularity of Korean stars into supermarkets worldwide.</li>
<li><strong>Tourism.</strong> Fans travel to Seoul to visit filming locations and attend concerts, supporting hotels, restaurants and shops.</li>
<li><strong>Language and education.</strong> Enrolments in Korean-language courses abroad have surged, and more foreign students choose Korean universities.</li>
<li><strong>Brand Korea.</strong> A cool national image helps Samsung, Hyundai and others sell phones and cars, especially to younger buyers.</li>
</ul>
<h2>The currency helps, for now</h2>
<p>A weaker won has made Korean products, and holidays in Korea, cheaper for foreigners. The currency averaged 1,363.4 won per dollar in 2024, and the IMF puts Korea's current-account surplus at 5.3% of GDP that year. For a music industry that earns much of its revenue abroad in dollars, yen and euros, a weak won is a windfall.</p>
<h2>The limits</h2>
<p>The entertainment industry also faces challenges that macro data do not capture. Production costs for dramas have soared as global streaming platforms compete for content, and much of the profit from global hits flows to the platforms rather than Korean producers. The intensive training system that produces K-pop idols has drawn criticism for its treatment of young performers. And cultural fashions change: the Korean wave will not last for ever without reinvention.</p>
<p>For the broader economy, the bigger worry is demographic. With a population of 51.8 million and the world's lowest fertility rate, Korea will have fewer young people to produce and consume culture, and to work in every other industry. Growth was 2.0% in 2024, and income per person, at about $36,200, has slipped in dollar terms since 2021.</p>
<p>Still, few countries have turned culture into such a potent economic asset so quickly. Governments from Thailand to Nigeria are studying the Korean model, with its mix of private creativity and public support, and trying to replicate it.</p>
<p>Data: <a href="https://data.worldbank.org/country/korea-republic">World Bank Korea data</a>. More in our <a href="/category/entertainment">Entertainment section</a>.</p>`,
    featuredImage: "korea-culture-exports-economy.svg",
    showAuthor: true,
    views: 6700,
    likes: 455,
    figures: [
      {
        quote: "exports of goods and services were worth 44.4% of GDP in 2024",
        indicator: "exports_pct_gdp",
        country: "KOR",
        year: 2024,
        officialValue: 44.3582383593234,
        kind: "correct",
      },
      { quote: "2020 34.6", indicator: "exports_pct_gdp", country: "KOR", year: 2020, officialValue: 34.6152001987888, kind: "correct" },
      { quote: "2021 39.3", indicator: "exports_pct_gdp", country: "KOR", year: 2021, officialValue: 39.3388192669479, kind: "correct" },
      { quote: "2022 45.3", indicator: "exports_pct_gdp", country: "KOR", year: 2022, officialValue: 45.294860984133, kind: "correct" },
      { quote: "2023 41.3", indicator: "exports_pct_gdp", country: "KOR", year: 2023, officialValue: 41.3214807367697, kind: "correct" },
      { quote: "2024 44.4", indicator: "exports_pct_gdp", country: "KOR", year: 2024, officialValue: 44.3582383593234, kind: "correct" },
      {
        quote: "The currency averaged 1,363.4 won per dollar in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "KOR",
        year: 2024,
        officialValue: 1363.375,
        kind: "correct",
      },
      {
        quote: "current-account surplus at 5.3% of GDP that year",
        indicator: "current_account_pct_gdp",
        country: "KOR",
        year: 2024,
        officialValue: 5.281,
        kind: "correct",
      },
      {
        quote: "With a population of 51.8 million",
        indicator: "population",
        country: "KOR",
        year: 2024,
        officialValue: 51751065,
        kind: "correct",
      },
      {
        quote: "Growth was 2.0% in 2024",
        indicator: "gdp_growth_pct",
        country: "KOR",
        year: 2024,
        officialValue: 2.00361101838986,
        kind: "correct",
      },
      {
        quote: "at about $36,200",
        indicator: "gdp_per_capita_usd",
        country: "KOR",
        year: 2024,
        officialValue: 36238.639908315,
        kind: "correct",
      },
    ],
  },
  {
    slug: "nollywood-naira-devaluation",
    title: "Nollywood in the age of a weak naira",
    categoryId: 5,
    authorSlug: "daniel-reyes",
    status: "published",
    publishedAt: "2026-05-26T09:00:00.000Z",
    summary:
      "Nigeria's film industry is one of the most prolific in the world. The naira's collapse has squeezed its audiences at home but made it cheaper for global streamers to buy, and the macro numbers explain both.",
    html: `<p>Nigeria's film industry, Nollywood, releases more titles each year than almost any other, with budgets that are tiny by Hollywood standards and stories that resonate across Africa and its diaspora. In the past two years it has also had to navigate one of the most dramatic currency shocks of any major economy.</p>
<h2>The naira's fall</h2>
<p>In June 2023, Nigeria's new government unified the country's multiple exchange rates and let the naira float. World Bank data show the official rate averaged 645.2 naira per dollar in 2023 and 1,479.0 in 2024, having been 426.0 in 2022. In two years, the naira lost more than two-thirds of its value against the dollar, by our calculation.</p>
<p>The effect on the economy's size in dollars was dramatic. Nigeria's GDP, measured at market exchange rates, fell from $487.4bn in 2023 to $252.3bn in 2024, even though real output grew 4.1% in 2024. Income per person in dollar terms was about $1,084.</p>
<h2>Squeezed at home</h2>
<p>For Nollywood's domestic audience, the devaluation meant a surge in the cost of living. Consumer prices rose 24.7% in 2023 and 33.2% in 2024, according to the World Bank, as imported food, fuel and goods became more expensive. The removal of the fuel subsidy added to transport costs. Cinema tickets and streaming subscriptions are among the first things households cut when food prices soar.</p>
<p>Producers were hit from the other side. Cameras, lighting, editing software and much of the equipment a film set needs are imported and priced in dollars. Budgets that were set in naira lost much of their purchasing power.</p>
<h2>Cheaper for the world</h2>
<p>Yet a weak currency also works in Nollywood's favour in important ways:</p>
<ul>
<li><strong>Cheaper to commission.</strong> Global streaming platforms paying in dollars get far more production for their money, making Nigerian originals and licensed films attractive.</li>
<li><strong>Dollar earnings.</strong> Producers who sell rights abroad earn in hard currency, which goes much further at home.</li>
<li><strong>A huge young audience.</strong> Nigeria's population reached 232.7 million in 2024, and it is among the fastest-growing of any large country. Across Africa, demand for local stories on mobile screens is rising fast.</li>
</ul>
<h2>The business challenges remain</h2>
<p>Piracy still eats into revenues, cinema infrastructure is thin outside big cities, and some global streamers have scaled back their African commissioning budgets after an initial rush. Access to finance is limited, and high interest rates make borrowing against future sales expensive.</p>
<p>The creative energy is not in doubt. The question is whether Nollywood can build the business structures, distribution and financing needed to turn cultural reach into sustained income, and whether Nigeria's macroeconomic stabilisation holds long enough to give it the chance.</p>
<p>Data: <a href="https://data.worldbank.org/country/nigeria">World Bank Nigeria data</a>. More in our <a href="/category/entertainment">Entertainment section</a>.</p>`,
    featuredImage: "nollywood-naira-devaluation.svg",
    showAuthor: true,
    views: 980,
    likes: 71,
    figures: [
      {
        quote: "the official rate averaged 645.2 naira per dollar in 2023",
        indicator: "exchange_rate_lcu_per_usd",
        country: "NGA",
        year: 2023,
        officialValue: 645.194067883201,
        kind: "correct",
      },
      {
        quote: "and 1,479.0 in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "NGA",
        year: 2024,
        officialValue: 1478.96519740023,
        kind: "correct",
      },
      {
        quote: "having been 426.0 in 2022",
        indicator: "exchange_rate_lcu_per_usd",
        country: "NGA",
        year: 2022,
        officialValue: 425.979158066857,
        kind: "correct",
      },
      {
        quote: "fell from $487.4bn in 2023",
        indicator: "gdp_current_usd",
        country: "NGA",
        year: 2023,
        officialValue: 487387801877.803,
        kind: "correct",
      },
      {
        quote: "to $252.3bn in 2024",
        indicator: "gdp_current_usd",
        country: "NGA",
        year: 2024,
        officialValue: 252261880140.271,
        kind: "correct",
      },
      {
        quote: "real output grew 4.1% in 2024",
        indicator: "gdp_growth_pct",
        country: "NGA",
        year: 2024,
        officialValue: 4.07106650147703,
        kind: "correct",
      },
      {
        quote: "Income per person in dollar terms was about $1,084",
        indicator: "gdp_per_capita_usd",
        country: "NGA",
        year: 2024,
        officialValue: 1084.16041805058,
        kind: "correct",
      },
      {
        quote: "Consumer prices rose 24.7% in 2023",
        indicator: "inflation_cpi_pct",
        country: "NGA",
        year: 2023,
        officialValue: 24.659550203114,
        kind: "correct",
      },
      {
        quote: "and 33.2% in 2024",
        indicator: "inflation_cpi_pct",
        country: "NGA",
        year: 2024,
        officialValue: 33.2416590552749,
        kind: "correct",
      },
      {
        quote: "Nigeria's population reached 232.7 million in 2024",
        indicator: "population",
        country: "NGA",
        year: 2024,
        officialValue: 232679478,
        kind: "correct",
      },
    ],
  },
  {
    slug: "paris-olympics-france-growth",
    title: "Did the Paris Olympics give France's economy a medal-worthy boost?",
    categoryId: 7,
    authorSlug: "lukas-brenner",
    status: "published",
    publishedAt: "2025-09-08T07:00:00.000Z",
    summary:
      "A year after the Games, the full-year data are in. France grew modestly in 2024, and the Olympic effect, while real, was a one-off that has already faded.",
    html: `<p>The Paris Olympics and Paralympics in the summer of 2024 were widely judged a sporting and logistical triumph. The opening ceremony on the Seine, packed venues and a strong home medal haul gave the country a rare moment of collective celebration. A year on, the question for economists is more prosaic: did the Games make France richer?</p>
<h2>What the annual data show</h2>
<p>World Bank data show France's economy grew 1.2% in 2024, slightly slower than the 1.4% of 2023. Unemployment on the ILO's modelled measure was 7.4%, and consumer-price inflation fell back to 2.0% as the energy shock faded. On the annual numbers, in other words, 2024 looks like an ordinary year of modest growth, not an Olympic boom.</p>
<p>The quarterly national accounts tell a more nuanced story. France's statistics office estimated that ticket sales, broadcasting rights and visitor spending added a visible boost to growth in the third quarter of 2024, when the Games took place. But much of that was given back in the following quarter, as the one-off spending ended.</p>
<h2>Why mega-events rarely pay off</h2>
<p>Economists who study the Olympics and the football World Cup are sceptical of the large economic benefits often promised by organisers. The main reasons:</p>
<ul>
<li><strong>Displacement.</strong> Regular tourists stay away from a crowded, expensive host city, partly offsetting the arrival of sports fans. Paris's museums and hotels reported exactly this pattern in the weeks before the Games.</li>
<li><strong>Substitution.</strong> Local residents who spend money on Olympic tickets spend less on other entertainment.</li>
<li><strong>Costs.</strong> Venues, security and transport upgrades are expensive, and many host cities have been left with underused stadiums and debts.</li>
<li><strong>Leakage.</strong> Broadcasting and sponsorship revenues largely flow to the International Olympic Committee rather than the host economy.</li>
</ul>
<h2>Where Paris did better</h2>
<p>Paris tried to avoid the classic traps. It used existing and temporary venues for most events and built relatively little from scratch. The biggest permanent investments, the athletes' village in Saint-Denis, now being converted into housing, and an aquatics centre, were in a deprived suburb that needed regeneration. Cleaning up the Seine for swimming was expensive but leaves a lasting public benefit if it can be sustained.</p>
<p>The Games also had a soft-power dividend that is hard to measure. France is already the world's most visited country, and services such as tourism make up a large part of its exports, which were worth 33.9% of GDP in 2024. A successful Games is an advertisement that may pay off in visitor numbers for years.</p>
<h2>The lesson for future hosts</h2>
<p>For Los Angeles in 2028 and Brisbane in 2032, the Paris experience offers a sensible template: use what you have, spend on things the city needs anyway, and do not count on the Games to transform the economy. With GDP of $3.16 trillion in 2024, France's economy is simply too large for a fortnight of sport to move the annual numbers much. The real test of an Olympics is not the GDP figure but whether the city is better off a decade later.</p>
<p>Data: <a href="https://data.worldbank.org/country/france">World Bank France data</a>. More in our <a href="/category/sports">Sports section</a>.</p>`,
    featuredImage: "paris-olympics-france-growth.svg",
    showAuthor: false,
    views: 2150,
    likes: 84,
    figures: [
      {
        quote: "France's economy grew 1.2% in 2024",
        indicator: "gdp_growth_pct",
        country: "FRA",
        year: 2024,
        officialValue: 1.19046798275883,
        kind: "correct",
      },
      {
        quote: "slightly slower than the 1.4% of 2023",
        indicator: "gdp_growth_pct",
        country: "FRA",
        year: 2023,
        officialValue: 1.43921494437743,
        kind: "correct",
      },
      {
        quote: "Unemployment on the ILO's modelled measure was 7.4%",
        indicator: "unemployment_pct",
        country: "FRA",
        year: 2024,
        officialValue: 7.4,
        kind: "correct",
      },
      {
        quote: "consumer-price inflation fell back to 2.0%",
        indicator: "inflation_cpi_pct",
        country: "FRA",
        year: 2024,
        officialValue: 1.99904942291463,
        kind: "correct",
      },
      {
        quote: "which were worth 33.9% of GDP in 2024",
        indicator: "exports_pct_gdp",
        country: "FRA",
        year: 2024,
        officialValue: 33.8897542343832,
        kind: "correct",
      },
      {
        quote: "With GDP of $3.16 trillion in 2024",
        indicator: "gdp_current_usd",
        country: "FRA",
        year: 2024,
        officialValue: 3160442622465.08,
        kind: "correct",
      },
    ],
  },
  {
    slug: "world-cup-2026-host-economies",
    title: "Three hosts, one tournament: the economies behind the 2026 World Cup",
    categoryId: 7,
    authorSlug: "maya-okafor",
    status: "published",
    publishedAt: "2026-06-02T06:00:00.000Z",
    summary:
      "The first 48-team World Cup is spread across the United States, Canada and Mexico. The three co-hosts could hardly be more different economically, and the tournament arrives at a tense moment for North American trade.",
    html: `<p>When the World Cup kicks off this month, it will be the largest in the tournament's history: 48 teams, 104 matches and venues in 16 cities across three countries. The co-hosts share a continent and a trade agreement. Economically, they are worlds apart.</p>
<h2>The hosts at a glance</h2>
<table>
<caption>The 2026 World Cup hosts: population, GDP, GDP per person and growth, 2024</caption>
<thead><tr><th>Country</th><th>Population (m)</th><th>GDP (US$ bn)</th><th>GDP per person (US$)</th><th>Real growth (%)</th></tr></thead>
<tbody>
<tr><td>United States</td><td>340.0</td><td>29,298</td><td>86,170</td><td>2.8</td></tr>
<tr><td>Canada</td><td>41.3</td><td>2,270</td><td>55,016</td><td>2.0</td></tr>
<tr><td>Mexico</td><td>130.9</td><td>1,830</td><td>13,988</td><td>1.4</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators.</p>
<p>The United States accounts for the lion's share of the matches and the money. Income per person in America is more than six times Mexico's at market exchange rates, and the American economy is more than twelve times the size of Canada's, by our calculation.</p>
<h2>Will the tournament move the numbers?</h2>
<p>Probably not by much. Research on past World Cups finds that the economic boost to host countries is usually small and short-lived, for the same reasons it is with the Olympics: visitors crowd out other tourists, local fans divert spending from other entertainment, and much of the revenue goes to FIFA. In an economy the size of America's, a month of football is a rounding error.</p>
<p>The picture may be a little different for Mexico, which is hosting matches for a record third time and where tourism is a larger part of the economy. Mexico City, Guadalajara and Monterrey will get a welcome flow of visitors and dollars. With the peso averaging 18.30 per dollar in 2024, Mexico is also a relatively cheap base for travelling fans.</p>
<h2>The backdrop: trade tensions</h2>
<p>The tournament arrives as the three countries prepare for the scheduled review of their trade agreement this summer, after more than a year of American tariff threats against both neighbours. The IMF's October 2025 projections, made before the outcome of those talks was known, expected 2026 growth of:</p>
<ul>
<li>2.1% in the United States;</li>
<li>1.5% in Canada;</li>
<li>1.5% in Mexico.</li>
</ul>
<p>For Canada and Mexico, which send the majority of their exports to the United States, the trade review matters far more than any football tournament. Visa and border policy will matter too: fans from many countries face long waits for American visas, and organisers have worried about the effect on attendance.</p>
<h2>A united tournament in a divided moment</h2>
<p>There is an irony in three countries co-hosting a celebration of international sport while arguing over tariffs. Perhaps the tournament will offer a reminder of how closely the three economies are intertwined, from car parts that cross borders several times before assembly to the fans who will cross them to watch their teams. Or perhaps it will simply be a month of very good football. Either would be welcome.</p>
<p>Data: <a href="https://data.worldbank.org/">World Bank Open Data</a> and the <a href="https://www.imf.org/en/Publications/WEO">IMF World Economic Outlook</a>. More in our <a href="/category/sports">Sports section</a>.</p>`,
    featuredImage: "world-cup-2026-host-economies.svg",
    showAuthor: true,
    topBanner: { image: "banner-data-desk.svg", url: "https://data.worldbank.org/" },
    bottomBanner: { image: "banner-about.svg", url: "/about" },
    views: 19800,
    likes: 744,
    figures: [
      {
        quote: "United States 340.0 29,298 86,170 2.8",
        indicator: "population",
        country: "USA",
        year: 2024,
        officialValue: 340003797,
        kind: "correct",
      },
      {
        quote: "United States 340.0 29,298 86,170 2.8",
        indicator: "gdp_current_usd",
        country: "USA",
        year: 2024,
        officialValue: 29298013000000,
        kind: "correct",
      },
      {
        quote: "United States 340.0 29,298 86,170 2.8",
        indicator: "gdp_per_capita_usd",
        country: "USA",
        year: 2024,
        officialValue: 86169.6641581917,
        kind: "correct",
      },
      {
        quote: "United States 340.0 29,298 86,170 2.8",
        indicator: "gdp_growth_pct",
        country: "USA",
        year: 2024,
        officialValue: 2.79318715363841,
        kind: "correct",
      },
      {
        quote: "Canada 41.3 2,270 55,016 2.0",
        indicator: "population",
        country: "CAN",
        year: 2024,
        officialValue: 41262329,
        kind: "correct",
      },
      {
        quote: "Canada 41.3 2,270 55,016 2.0",
        indicator: "gdp_current_usd",
        country: "CAN",
        year: 2024,
        officialValue: 2270076189683.46,
        kind: "correct",
      },
      {
        quote: "Canada 41.3 2,270 55,016 2.0",
        indicator: "gdp_per_capita_usd",
        country: "CAN",
        year: 2024,
        officialValue: 55015.7066917734,
        kind: "correct",
      },
      {
        quote: "Canada 41.3 2,270 55,016 2.0",
        indicator: "gdp_growth_pct",
        country: "CAN",
        year: 2024,
        officialValue: 2.04626605401701,
        kind: "correct",
      },
      {
        quote: "Mexico 130.9 1,830 13,988 1.4",
        indicator: "population",
        country: "MEX",
        year: 2024,
        officialValue: 130861007,
        kind: "correct",
      },
      {
        quote: "Mexico 130.9 1,830 13,988 1.4",
        indicator: "gdp_current_usd",
        country: "MEX",
        year: 2024,
        officialValue: 1830489311088.89,
        kind: "correct",
      },
      {
        quote: "Mexico 130.9 1,830 13,988 1.4",
        indicator: "gdp_per_capita_usd",
        country: "MEX",
        year: 2024,
        officialValue: 13988.0423745241,
        kind: "correct",
      },
      {
        quote: "Mexico 130.9 1,830 13,988 1.4",
        indicator: "gdp_growth_pct",
        country: "MEX",
        year: 2024,
        officialValue: 1.35057631384696,
        kind: "correct",
      },
      {
        quote: "With the peso averaging 18.30 per dollar in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "MEX",
        year: 2024,
        officialValue: 18.3048583333333,
        kind: "correct",
      },
      {
        quote: "2.1% in the United States",
        indicator: "imf_gdp_growth_pct",
        country: "USA",
        year: 2026,
        officialValue: 2.102,
        kind: "correct",
      },
      { quote: "1.5% in Canada", indicator: "imf_gdp_growth_pct", country: "CAN", year: 2026, officialValue: 1.541, kind: "correct" },
      { quote: "1.5% in Mexico", indicator: "imf_gdp_growth_pct", country: "MEX", year: 2026, officialValue: 1.544, kind: "correct" },
    ],
  },
  {
    slug: "strong-dollar-holiday-money",
    title: "Your holiday money: where the strong dollar goes furthest",
    categoryId: 8,
    authorSlug: "eleanor-whitfield",
    status: "published",
    publishedAt: "2025-09-15T06:00:00.000Z",
    summary:
      "Exchange rates have shifted a lot since 2021. For travellers with dollars, Japan, Turkey and Egypt became much cheaper, but local inflation has eaten into some of the gains. A guide to reading the numbers.",
    html: `<p>Exchange rates are the hidden price tag on every foreign holiday. When your currency strengthens, hotels, meals and museum tickets abroad get cheaper without anyone changing a price. The years since 2021 have brought some big shifts, and they have redrawn the map of bargain destinations.</p>
<h2>How currencies moved</h2>
<p>The table shows the average number of units of local currency a US dollar bought in 2021 and in 2024, according to the World Bank. A higher number in 2024 means the dollar went further.</p>
<table>
<caption>Local currency per US dollar, annual average, 2021 and 2024</caption>
<thead><tr><th>Currency</th><th>2021</th><th>2024</th></tr></thead>
<tbody>
<tr><td>Euro</td><td>0.85</td><td>0.92</td></tr>
<tr><td>British pound</td><td>0.73</td><td>0.78</td></tr>
<tr><td>Japanese yen</td><td>109.8</td><td>151.4</td></tr>
<tr><td>Turkish lira</td><td>8.85</td><td>32.81</td></tr>
<tr><td>Egyptian pound</td><td>15.64</td><td>45.30</td></tr>
<tr><td>Mexican peso</td><td>20.27</td><td>18.30</td></tr>
<tr><td>Thai baht</td><td>31.98</td><td>35.29</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators, official exchange rate (local currency units per US$, period average).</p>
<p>Put the other way round, a euro cost about $1.08 on average in 2024, against $1.18 in 2021, and a pound about $1.28, against $1.38. For American travellers, Europe became noticeably cheaper. For European and British travellers heading to the United States, the opposite was true.</p>
<h2>The inflation catch</h2>
<p>A weaker local currency only makes a destination cheaper if local prices do not rise just as fast. That is the catch in Turkey and Egypt:</p>
<ul>
<li><strong>Turkey.</strong> The lira lost most of its value against the dollar, but consumer prices rose 58.5% in 2024 alone. Many visitors to Istanbul report that restaurant and hotel prices in dollar terms are no lower, and sometimes higher, than a few years ago.</li>
<li><strong>Egypt.</strong> The pound's devaluations made the country very cheap for foreign visitors, although inflation of 28.3% in 2024 narrowed the gap.</li>
<li><strong>Japan.</strong> The clearest winner for travellers. The yen weakened sharply while Japanese inflation stayed moderate, at 2.7% in 2024. Tokyo has become one of the best-value rich-world cities, which is why it has been so crowded.</li>
<li><strong>Mexico.</strong> The exception. The peso was stronger in 2024 than in 2021, so Mexican holidays cost Americans more.</li>
</ul>
<h2>Tips for travellers</h2>
<p>This is not financial advice, but a few habits help:</p>
<ol>
<li>Compare prices in your own currency, not the local one, and look at recent prices rather than memories of past trips.</li>
<li>Avoid "dynamic currency conversion" at card terminals and cash machines abroad; paying in the local currency is almost always cheaper.</li>
<li>Use a card without foreign transaction fees.</li>
<li>Do not try to time the currency market. Nobody reliably predicts exchange rates over a few months.</li>
</ol>
<p>Exchange rates can turn quickly. The dollar weakened in 2025, and a destination that was a bargain last year may not be next year. But for now, the yen remains a gift to anyone visiting Japan.</p>
<p>Data: <a href="https://data.worldbank.org/indicator/PA.NUS.FCRF">World Bank exchange rates</a>. More in our <a href="/category/travel">Travel section</a>.</p>`,
    featuredImage: "strong-dollar-holiday-money.svg",
    showAuthor: false,
    views: 9400,
    likes: 318,
    figures: [
      {
        quote: "Euro 0.85 0.92",
        indicator: "exchange_rate_lcu_per_usd",
        country: "EMU",
        year: 2021,
        officialValue: 0.84549413889045,
        kind: "correct",
      },
      {
        quote: "Euro 0.85 0.92",
        indicator: "exchange_rate_lcu_per_usd",
        country: "EMU",
        year: 2024,
        officialValue: 0.923889546117607,
        kind: "correct",
      },
      {
        quote: "British pound 0.73 0.78",
        indicator: "exchange_rate_lcu_per_usd",
        country: "GBR",
        year: 2021,
        officialValue: 0.727064944688323,
        kind: "correct",
      },
      {
        quote: "British pound 0.73 0.78",
        indicator: "exchange_rate_lcu_per_usd",
        country: "GBR",
        year: 2024,
        officialValue: 0.782414580986262,
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
        quote: "Turkish lira 8.85 32.81",
        indicator: "exchange_rate_lcu_per_usd",
        country: "TUR",
        year: 2021,
        officialValue: 8.85040754928315,
        kind: "correct",
      },
      {
        quote: "Turkish lira 8.85 32.81",
        indicator: "exchange_rate_lcu_per_usd",
        country: "TUR",
        year: 2024,
        officialValue: 32.8058614432703,
        kind: "correct",
      },
      {
        quote: "Egyptian pound 15.64 45.30",
        indicator: "exchange_rate_lcu_per_usd",
        country: "EGY",
        year: 2021,
        officialValue: 15.6445272777113,
        kind: "correct",
      },
      {
        quote: "Egyptian pound 15.64 45.30",
        indicator: "exchange_rate_lcu_per_usd",
        country: "EGY",
        year: 2024,
        officialValue: 45.29926,
        kind: "correct",
      },
      {
        quote: "Mexican peso 20.27 18.30",
        indicator: "exchange_rate_lcu_per_usd",
        country: "MEX",
        year: 2021,
        officialValue: 20.2724083333333,
        kind: "correct",
      },
      {
        quote: "Mexican peso 20.27 18.30",
        indicator: "exchange_rate_lcu_per_usd",
        country: "MEX",
        year: 2024,
        officialValue: 18.3048583333333,
        kind: "correct",
      },
      {
        quote: "Thai baht 31.98 35.29",
        indicator: "exchange_rate_lcu_per_usd",
        country: "THA",
        year: 2021,
        officialValue: 31.9770934417717,
        kind: "correct",
      },
      {
        quote: "Thai baht 31.98 35.29",
        indicator: "exchange_rate_lcu_per_usd",
        country: "THA",
        year: 2024,
        officialValue: 35.2935380808081,
        kind: "correct",
      },
      {
        quote: "a euro cost about $1.08 on average in 2024",
        indicator: "exchange_rate_lcu_per_usd",
        country: "EMU",
        year: 2024,
        officialValue: 0.923889546117607,
        kind: "correct",
      },
      {
        quote: "against $1.18 in 2021",
        indicator: "exchange_rate_lcu_per_usd",
        country: "EMU",
        year: 2021,
        officialValue: 0.84549413889045,
        kind: "correct",
      },
      {
        quote: "a pound about $1.28",
        indicator: "exchange_rate_lcu_per_usd",
        country: "GBR",
        year: 2024,
        officialValue: 0.782414580986262,
        kind: "correct",
      },
      {
        quote: "against $1.38",
        indicator: "exchange_rate_lcu_per_usd",
        country: "GBR",
        year: 2021,
        officialValue: 0.727064944688323,
        kind: "correct",
      },
      {
        quote: "consumer prices rose 58.5% in 2024 alone",
        indicator: "inflation_cpi_pct",
        country: "TUR",
        year: 2024,
        officialValue: 58.5064507300342,
        kind: "correct",
      },
      {
        quote: "inflation of 28.3% in 2024",
        indicator: "inflation_cpi_pct",
        country: "EGY",
        year: 2024,
        officialValue: 28.2705899322083,
        kind: "correct",
      },
      {
        quote: "at 2.7% in 2024",
        indicator: "inflation_cpi_pct",
        country: "JPN",
        year: 2024,
        officialValue: 2.73853681635241,
        kind: "correct",
      },
    ],
  },
  {
    slug: "tourism-economies-greece-croatia-thailand",
    title: "Sun, sea and GDP: how the holiday economies fared in 2025",
    categoryId: 8,
    authorSlug: "lukas-brenner",
    status: "published",
    publishedAt: "2026-08-04T07:00:00.000Z",
    summary:
      "For Greece, Croatia, Portugal, Spain and Thailand, tourism is a pillar of the economy. The World Bank's first estimates for 2025 show mostly solid growth, and the limits of an economy built on visitors.",
    html: `<p>Summer crowds are back on the beaches of the Mediterranean and South-East Asia. For the countries that host them, tourism is not just a seasonal boost but a core part of the economy, and the World Bank's first estimates for 2025 give a view of how they are doing.</p>
<h2>The holiday economies in 2025</h2>
<p>Spending by foreign visitors counts as an export of services, so the share of exports in GDP gives a rough sense of how open these economies are, although goods exports are included too.</p>
<table>
<caption>Real GDP growth (%) and exports of goods and services (% of GDP), 2025</caption>
<thead><tr><th>Economy</th><th>GDP growth</th><th>Exports, % of GDP</th></tr></thead>
<tbody>
<tr><td>Croatia</td><td>3.4</td><td>48.0</td></tr>
<tr><td>Spain</td><td>2.8</td><td>36.6</td></tr>
<tr><td>Thailand</td><td>2.4</td><td>71.1</td></tr>
<tr><td>Greece</td><td>2.1</td><td>39.5</td></tr>
<tr><td>Portugal</td><td>1.9</td><td>43.7</td></tr>
</tbody>
</table>
<p>Source: World Bank, World Development Indicators (July 2026 release); 2025 values are first estimates.</p>
<h2>Southern Europe's comeback</h2>
<p>A decade ago, Greece, Portugal and Spain were the casualties of the euro crisis. Today they are among the euro area's better performers, and tourism is one reason. Croatia, the newest euro member, grew 3.4% in 2025, and Spain 2.8%, both well above the euro-area average.</p>
<p>Greece's recovery is the most remarkable. Public debt, which the IMF put at 154.8% of GDP in 2024, is estimated to have fallen to 146.7% in 2025, still the highest in the euro area but falling faster than anyone expected a few years ago. Unemployment fell to 8.5% in 2025 on the ILO's modelled measure.</p>
<h2>The costs of success</h2>
<p>Tourism brings jobs and foreign currency, but an economy that leans heavily on it faces real problems:</p>
<ul>
<li><strong>Housing.</strong> Short-term rentals have pushed up rents in Lisbon, Barcelona, Athens and Dubrovnik, prompting protests and new restrictions.</li>
<li><strong>Low productivity.</strong> Hotel and restaurant jobs are often seasonal and low-paid, which holds down average wages.</li>
<li><strong>Prices.</strong> Visitor demand contributes to inflation; consumer prices in Croatia, a country of 3.9 million people that receives many times its population in visitors each year, rose 3.7% in 2025.</li>
<li><strong>Climate.</strong> Heatwaves and wildfires increasingly disrupt the peak summer season.</li>
</ul>
<h2>Thailand's different challenge</h2>
<p>Thailand is a different case: its exports are dominated by manufactured goods, and tourism is one pillar among several. Visitor arrivals have recovered more slowly than hoped since the pandemic, and a stronger baht, which averaged 32.88 per dollar in 2025, made the country more expensive for foreign visitors. Growth of 2.4% is sluggish for a middle-income economy that should be catching up.</p>
<p>The lesson from all five is that tourism can anchor a recovery but rarely drives long-term prosperity on its own. The countries that do best use the revenue to invest in the rest of the economy.</p>
<p>Data: <a href="https://data.worldbank.org/indicator/NE.EXP.GNFS.ZS">World Bank exports data</a>. More in our <a href="/category/travel">Travel section</a>.</p>`,
    featuredImage: "tourism-economies-greece-croatia-thailand.svg",
    showAuthor: true,
    views: 4700,
    likes: 171,
    figures: [
      {
        quote: "Croatia 3.4 48.0",
        indicator: "gdp_growth_pct",
        country: "HRV",
        year: 2025,
        officialValue: 3.40307537181749,
        kind: "correct",
      },
      {
        quote: "Croatia 3.4 48.0",
        indicator: "exports_pct_gdp",
        country: "HRV",
        year: 2025,
        officialValue: 47.9720354934122,
        kind: "correct",
      },
      {
        quote: "Spain 2.8 36.6",
        indicator: "gdp_growth_pct",
        country: "ESP",
        year: 2025,
        officialValue: 2.82495400578509,
        kind: "correct",
      },
      {
        quote: "Spain 2.8 36.6",
        indicator: "exports_pct_gdp",
        country: "ESP",
        year: 2025,
        officialValue: 36.6374813887545,
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
        quote: "Greece 2.1 39.5",
        indicator: "gdp_growth_pct",
        country: "GRC",
        year: 2025,
        officialValue: 2.07306882481713,
        kind: "correct",
      },
      {
        quote: "Greece 2.1 39.5",
        indicator: "exports_pct_gdp",
        country: "GRC",
        year: 2025,
        officialValue: 39.4617692969977,
        kind: "correct",
      },
      {
        quote: "Portugal 1.9 43.7",
        indicator: "gdp_growth_pct",
        country: "PRT",
        year: 2025,
        officialValue: 1.86448007464475,
        kind: "correct",
      },
      {
        quote: "Portugal 1.9 43.7",
        indicator: "exports_pct_gdp",
        country: "PRT",
        year: 2025,
        officialValue: 43.6580888492067,
        kind: "correct",
      },
      {
        quote: "Croatia, the newest euro member, grew 3.4% in 2025",
        indicator: "gdp_growth_pct",
        country: "HRV",
        year: 2025,
        officialValue: 3.40307537181749,
        kind: "correct",
      },
      {
        quote: "and Spain 2.8%",
        indicator: "gdp_growth_pct",
        country: "ESP",
        year: 2025,
        officialValue: 2.82495400578509,
        kind: "correct",
      },
      {
        quote: "which the IMF put at 154.8% of GDP in 2024",
        indicator: "government_debt_pct_gdp",
        country: "GRC",
        year: 2024,
        officialValue: 154.792,
        kind: "correct",
      },
      {
        quote: "estimated to have fallen to 146.7% in 2025",
        indicator: "government_debt_pct_gdp",
        country: "GRC",
        year: 2025,
        officialValue: 146.691,
        kind: "correct",
      },
      {
        quote: "Unemployment fell to 8.5% in 2025",
        indicator: "unemployment_pct",
        country: "GRC",
        year: 2025,
        officialValue: 8.54,
        kind: "correct",
      },
      {
        quote: "a country of 3.9 million people",
        indicator: "population",
        country: "HRV",
        year: 2025,
        officialValue: 3876200,
        kind: "correct",
      },
      {
        quote: "rose 3.7% in 2025",
        indicator: "inflation_cpi_pct",
        country: "HRV",
        year: 2025,
        officialValue: 3.69153459605729,
        kind: "correct",
      },
      {
        quote: "which averaged 32.88 per dollar in 2025",
        indicator: "exchange_rate_lcu_per_usd",
        country: "THA",
        year: 2025,
        officialValue: 32.882809252867,
        kind: "correct",
      },
      {
        quote: "Growth of 2.4%",
        indicator: "gdp_growth_pct",
        country: "THA",
        year: 2025,
        officialValue: 2.44247444990198,
        kind: "correct",
      },
    ],
  },
];
