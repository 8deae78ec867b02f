export const SITE_NAME = "Basis Point";
export const SITE_TAGLINE = "Markets, the economy and investing — checked against the data.";
export const SITE_DESCRIPTION =
  "Basis Point is a public news publication about markets, the economy and investing, with a fact-check assistant that checks an article's figures against official statistics.";
