import type { SeedAuthor } from "@/lib/db/seed/types";

/** The fictional staff of the Basis Point economics desk. */
export const seedAuthors: SeedAuthor[] = [
  {
    slug: "maya-okafor",
    name: "Maya Okafor",
    role: "Markets editor",
    bio: "Maya Okafor runs the markets desk and writes about currencies, trade and the flows of money between economies. Before joining Basis Point she spent a decade on a trading-floor news service. She is suspicious of any chart that does not start at zero.",
    avatar: "avatar-maya-okafor.svg",
  },
  {
    slug: "daniel-reyes",
    name: "Daniel Reyes",
    role: "Economics correspondent",
    bio: "Daniel Reyes covers growth, inflation and public finances, with a particular eye on Latin America and the big international institutions. He reads the IMF's World Economic Outlook cover to cover twice a year so that readers do not have to.",
    avatar: "avatar-daniel-reyes.svg",
  },
  {
    slug: "priya-natarajan",
    name: "Priya Natarajan",
    role: "Data editor",
    bio: "Priya Natarajan leads the data desk and built the newsroom's fact-check tools. She writes about how economic statistics are made, revised and misread. Her rule: every number gets a source, a year and a unit.",
    avatar: "avatar-priya-natarajan.svg",
  },
  {
    slug: "lukas-brenner",
    name: "Lukas Brenner",
    role: "Europe correspondent",
    bio: "Lukas Brenner reports on the euro area, the European Union and Britain from the continent. He covers budgets, debt rules and the slow grind of European growth, and has a soft spot for national statistics offices.",
    avatar: "avatar-lukas-brenner.svg",
  },
  {
    slug: "hana-sato",
    name: "Hana Sato",
    role: "Asia correspondent",
    bio: "Hana Sato covers the economies of East and South Asia, from chipmaking and export machines to currencies and demographics. She previously reported on industry and trade for a regional business weekly.",
    avatar: "avatar-hana-sato.svg",
  },
  {
    slug: "eleanor-whitfield",
    name: "Eleanor Whitfield",
    role: "Personal-finance writer",
    bio: "Eleanor Whitfield translates the macro numbers into household decisions: savings, prices, jobs and what a strong or weak currency means for a holiday budget. She does not give individual investment advice, and says so often.",
    avatar: "avatar-eleanor-whitfield.svg",
  },
];
