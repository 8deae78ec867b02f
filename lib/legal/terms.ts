import { SITE_NAME } from "@/lib/site";

export interface LegalSection {
  title: string;
  paragraphs: string[];
  /** A link shown after the section's text. */
  link?: { href: string; text: string };
}

/** The legal disclaimer (docs/behaviour.md#screens): ten numbered sections, in this order. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: "General information",
    paragraphs: [
      `${SITE_NAME} publishes news, analysis and commentary about markets, the economy and investing for general information only. Nothing on this site is financial, investment, legal or tax advice, and nothing here takes account of your personal circumstances.`,
    ],
  },
  {
    title: "Accuracy of data",
    paragraphs: [
      "We take care to quote figures from official sources such as national statistics offices, central banks, the World Bank and the International Monetary Fund, and to say which year they refer to. Statistics are revised, estimates change and errors happen: market prices shown in the ticker are sample data for illustration and are not live quotes.",
    ],
  },
  {
    title: "No warranties",
    paragraphs: [
      "The site and its content are provided “as is” and “as available”, without warranties of any kind, express or implied, including warranties of accuracy, completeness, timeliness, fitness for a particular purpose or uninterrupted availability.",
    ],
  },
  {
    title: "Limitation of liability",
    paragraphs: [
      `To the fullest extent permitted by law, ${SITE_NAME}, its writers and editors are not liable for any loss or damage, direct or indirect, arising from your use of the site or your reliance on anything published on it, including any investment decision. Consult a regulated professional before acting on financial information.`,
    ],
  },
  {
    title: "Third-party links",
    paragraphs: [
      "Articles and banners may link to websites run by others. We do not control those sites and are not responsible for their content, their availability or their privacy practices; a link is not an endorsement.",
    ],
  },
  {
    title: "No offer or endorsement",
    paragraphs: [
      "Nothing on this site is an offer, solicitation or recommendation to buy or sell any security, currency, commodity or other financial instrument. Mentions of companies, funds or products are editorial and not endorsements.",
    ],
  },
  {
    title: "Jurisdiction",
    paragraphs: [
      "This disclaimer is governed by the laws of the jurisdiction in which the publisher is established, and its courts have exclusive jurisdiction over any dispute arising from it, unless the law of your country of residence gives you rights that cannot be waived.",
    ],
  },
  {
    title: "Updates",
    paragraphs: [
      "We may update this disclaimer from time to time. The date at the top of this page shows when it was last updated; continuing to use the site after a change means you accept the updated terms.",
    ],
  },
  {
    title: "Contact",
    paragraphs: ["Questions about this disclaimer, or reports of an error in our reporting, are welcome through our contact page."],
    link: { href: "/contact", text: "Contact us" },
  },
  {
    title: "Acknowledgment",
    paragraphs: [
      `By using ${SITE_NAME} you acknowledge that you have read and understood this disclaimer and agree to it. If you do not agree, please do not use the site.`,
    ],
  },
];
