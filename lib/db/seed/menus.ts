import type { SeedMenuItem } from "@/lib/db/seed/types";

/** Header navigation: two levels of nesting under "Sections", two styled items. */
export const seedHeaderMenu: SeedMenuItem[] = [
  { name: "Home", url: "/" },
  { name: "Articles", url: "/articles" },
  {
    name: "Sections",
    url: "/articles",
    children: [
      {
        name: "Markets",
        url: "/category/business",
        children: [
          { name: "Business", url: "/category/business" },
          { name: "Economy & politics", url: "/category/politics" },
          { name: "Technology", url: "/category/technology" },
        ],
      },
      { name: "Politics", url: "/category/politics" },
      { name: "Science", url: "/category/science" },
      { name: "Health", url: "/category/health" },
      {
        name: "Life & leisure",
        url: "/category/lifestyle",
        children: [
          { name: "Lifestyle", url: "/category/lifestyle" },
          { name: "Travel", url: "/category/travel" },
          { name: "Food", url: "/category/food" },
          { name: "Sports", url: "/category/sports" },
          { name: "Entertainment", url: "/category/entertainment" },
        ],
      },
    ],
  },
  { name: "Trending", url: "/trending", fontWeight: "700", color: "#c2410c" },
  { name: "About", url: "/about" },
  { name: "Contact", url: "/contact", style: "underline" },
];

/** Footer: six Quick Links and four Legal links (docs/behaviour.md#limits), each with its column. */
export const seedFooterMenu: SeedMenuItem[] = [
  ...[
    { name: "Home", url: "/" },
    { name: "Articles", url: "/articles" },
    { name: "Markets", url: "/category/business" },
    { name: "Economy", url: "/category/politics" },
    { name: "Technology", url: "/category/technology" },
    { name: "About", url: "/about" },
  ].map((link) => ({ ...link, footerColumn: "quick-links" as const })),
  ...[
    { name: "Privacy Policy", url: "/privacy" },
    { name: "Terms of Service", url: "/terms" },
    { name: "Disclaimer", url: "/terms" },
    { name: "Sitemap", url: "/sitemap" },
  ].map((link) => ({ ...link, footerColumn: "legal" as const })),
];
