import { seedArticles } from "@/lib/db/seed/articles";
import { seedAuthors } from "@/lib/db/seed/authors";

/**
 * Deterministic SVG artwork for the demo content: featured images (1200×675), author avatars
 * (256×256), banners (1200×200) and five stock images. The only randomness is a PRNG seeded from
 * the file name, so every run produces byte-identical files. No external fonts, images or links.
 */

export interface SeedImage {
  name: string;
  svg: string;
}

const FONT = "Roboto, Arial, sans-serif";
const W = 1200;
const H = 675;

interface Palette {
  label: string;
  bg: string;
  bg2: string;
  grid: string;
  accent: string;
  accent2: string;
  soft: string;
}

const NEUTRAL: Palette = {
  label: "General",
  bg: "#1f2933",
  bg2: "#323f4b",
  grid: "#52606d",
  accent: "#f0b429",
  accent2: "#7bc4c4",
  soft: "#9aa5b1",
};

/** One palette per category id (1–10); index 0 is the neutral stock palette. */
const PALETTES: Palette[] = [
  NEUTRAL,
  { label: "Technology", bg: "#0b1f3a", bg2: "#153e75", grid: "#2a5aa0", accent: "#3ee6c4", accent2: "#7aa7ff", soft: "#9fb8e0" },
  { label: "Business", bg: "#0f2a1d", bg2: "#1d4d33", grid: "#2f6b4a", accent: "#f2c14e", accent2: "#8fd694", soft: "#a7c4b0" },
  { label: "Health", bg: "#0c3b3f", bg2: "#145f63", grid: "#1f7e82", accent: "#ff7a7a", accent2: "#9be7e0", soft: "#b5d8d6" },
  { label: "Science", bg: "#1e1b4b", bg2: "#312e81", grid: "#4c47a8", accent: "#fbbf24", accent2: "#a5b4fc", soft: "#c7c9f0" },
  { label: "Entertainment", bg: "#3b0d3a", bg2: "#6b1d5e", grid: "#8c3a7e", accent: "#ffd166", accent2: "#ff8fab", soft: "#e3b8d6" },
  { label: "Politics", bg: "#1b2431", bg2: "#2c3e57", grid: "#45607f", accent: "#e4572e", accent2: "#f3d9a4", soft: "#b7c4d6" },
  { label: "Sports", bg: "#10351f", bg2: "#1c5a33", grid: "#2e7d48", accent: "#f9f871", accent2: "#ffffff", soft: "#b9dcc3" },
  { label: "Travel", bg: "#053b57", bg2: "#0a6c8f", grid: "#2c8fb0", accent: "#ffb347", accent2: "#bdf2ff", soft: "#b3dbe8" },
  { label: "Food", bg: "#3d1f0b", bg2: "#6e3812", grid: "#8f5325", accent: "#ffcf56", accent2: "#a8d672", soft: "#e2c4a5" },
  { label: "Lifestyle", bg: "#2d2a32", bg2: "#4a4453", grid: "#6a6275", accent: "#f4a259", accent2: "#8cd3c5", soft: "#cfc6d8" },
];

type Motif = "line" | "bars" | "area" | "candles" | "globe" | "coins";
const MOTIF_LABEL: Record<Motif, string> = {
  line: "line chart",
  bars: "bar chart",
  area: "area chart",
  candles: "candlestick chart",
  globe: "globe grid",
  coins: "stacked coins",
};

/** Motifs that suit each category; the PRNG picks one. */
const CATEGORY_MOTIFS: Record<number, Motif[]> = {
  1: ["line", "bars", "globe"],
  2: ["candles", "line", "bars", "coins"],
  3: ["line", "area"],
  4: ["globe", "area", "line"],
  5: ["bars", "coins"],
  6: ["bars", "area", "globe"],
  7: ["bars", "line"],
  8: ["globe", "area"],
  9: ["coins", "bars"],
  10: ["coins", "area", "line"],
};

/** FNV-1a hash of a string, as an unsigned 32-bit seed. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, seedable PRNG returning floats in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function paletteFor(id: number): Palette {
  return PALETTES[id] ?? NEUTRAL;
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** Round to one decimal place to keep the files small. */
function r(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function open(width: number, height: number, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(title)}</title>`;
}

function background(p: Palette, id: string, width: number, height: number): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`
  );
}

function gridLines(p: Palette, rand: () => number): string {
  const rows = 4 + Math.floor(rand() * 3);
  let d = "";
  for (let i = 1; i < rows; i++) {
    const y = (H * i) / rows;
    d += `M80 ${r(y)}H1120`;
  }
  return `<path d="${d}" stroke="${p.grid}" stroke-width="1.5" stroke-dasharray="6 10" fill="none" opacity="0.7"/>`;
}

/** A random walk of n points between x0 and x1, kept inside [top, bottom]. */
function walk(rand: () => number, n: number, x0: number, x1: number, top: number, bottom: number, drift: number): [number, number][] {
  const pts: [number, number][] = [];
  let y = top + (bottom - top) * (0.45 + rand() * 0.35);
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * i) / (n - 1);
    y += (rand() - 0.5) * (bottom - top) * 0.18 - drift;
    y = Math.min(bottom, Math.max(top, y));
    pts.push([x, y]);
  }
  return pts;
}

function polyline(pts: [number, number][]): string {
  return pts.map(([x, y], i) => `${i === 0 ? "M" : "L"}${r(x)} ${r(y)}`).join("");
}

function motifLine(p: Palette, rand: () => number): string {
  const a = walk(rand, 16, 90, 1110, 140, 560, 6);
  const b = walk(rand, 16, 90, 1110, 200, 600, 2);
  const last = a[a.length - 1] ?? [1110, 300];
  return (
    `<path d="${polyline(b)}" stroke="${p.accent2}" stroke-width="5" fill="none" opacity="0.55" stroke-linejoin="round"/>` +
    `<path d="${polyline(a)}" stroke="${p.accent}" stroke-width="9" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<circle cx="${r(last[0])}" cy="${r(last[1])}" r="16" fill="${p.accent}"/><circle cx="${r(last[0])}" cy="${r(last[1])}" r="30" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.5"/>`
  );
}

function motifArea(p: Palette, rand: () => number): string {
  const a = walk(rand, 14, 80, 1120, 180, 520, 5);
  const b = a.map(([x, y]): [number, number] => [x, Math.min(610, y + 70 + rand() * 40)]);
  const area = (pts: [number, number][]) => `${polyline(pts)}L1120 620L80 620Z`;
  return (
    `<path d="${area(b)}" fill="${p.accent2}" opacity="0.35"/>` +
    `<path d="${area(a)}" fill="${p.accent}" opacity="0.45"/>` +
    `<path d="${polyline(a)}" stroke="${p.accent}" stroke-width="6" fill="none" stroke-linejoin="round"/>`
  );
}

function motifBars(p: Palette, rand: () => number): string {
  const n = 10 + Math.floor(rand() * 5);
  const gap = 14;
  const bw = (1040 - gap * (n - 1)) / n;
  let out = "";
  let h = 120 + rand() * 120;
  for (let i = 0; i < n; i++) {
    h = Math.min(470, Math.max(60, h + (rand() - 0.35) * 90));
    const x = 80 + i * (bw + gap);
    const fill = i === n - 1 ? p.accent : i % 3 === 0 ? p.accent2 : p.soft;
    out += `<rect x="${r(x)}" y="${r(610 - h)}" width="${r(bw)}" height="${r(h)}" rx="6" fill="${fill}" opacity="${i === n - 1 ? 1 : 0.75}"/>`;
  }
  return out + `<path d="M70 612H1130" stroke="${p.soft}" stroke-width="3"/>`;
}

function motifCandles(p: Palette, rand: () => number): string {
  const n = 18;
  const step = 1020 / n;
  let y = 360;
  let out = "";
  for (let i = 0; i < n; i++) {
    const o = y;
    const c = Math.min(560, Math.max(150, o + (rand() - 0.55) * 150));
    const hi = Math.min(o, c) - 15 - rand() * 40;
    const lo = Math.max(o, c) + 15 + rand() * 40;
    const x = 100 + i * step;
    const up = c < o;
    const col = up ? p.accent2 : p.accent;
    out += `<path d="M${r(x + step * 0.35)} ${r(hi)}V${r(lo)}" stroke="${col}" stroke-width="4"/>`;
    out += `<rect x="${r(x + step * 0.05)}" y="${r(Math.min(o, c))}" width="${r(step * 0.6)}" height="${r(Math.max(8, Math.abs(c - o)))}" fill="${col}" rx="3"/>`;
    y = c;
  }
  return out;
}

function motifGlobe(p: Palette, rand: () => number): string {
  const cx = 600 + (rand() - 0.5) * 200;
  const cy = 340;
  const rad = 230;
  let out = `<circle cx="${r(cx)}" cy="${cy}" r="${rad}" fill="${p.bg}" stroke="${p.accent2}" stroke-width="4"/>`;
  for (let i = 1; i <= 3; i++) {
    const rx = (rad * i) / 4;
    out += `<ellipse cx="${r(cx)}" cy="${cy}" rx="${r(rx)}" ry="${rad}" fill="none" stroke="${p.soft}" stroke-width="2" opacity="0.7"/>`;
  }
  for (let i = -2; i <= 2; i++) {
    const yy = cy + (rad * i) / 3;
    const half = Math.sqrt(Math.max(0, rad * rad - (yy - cy) * (yy - cy)));
    out += `<path d="M${r(cx - half)} ${r(yy)}H${r(cx + half)}" stroke="${p.soft}" stroke-width="2" opacity="0.7"/>`;
  }
  // Trade arcs between random points on the globe.
  for (let i = 0; i < 4; i++) {
    const a1 = rand() * Math.PI * 2;
    const a2 = a1 + 0.8 + rand() * 1.6;
    const x1 = cx + Math.cos(a1) * rad * 0.8;
    const y1 = cy + Math.sin(a1) * rad * 0.6;
    const x2 = cx + Math.cos(a2) * rad * 0.8;
    const y2 = cy + Math.sin(a2) * rad * 0.6;
    out += `<path d="M${r(x1)} ${r(y1)}Q${r(cx)} ${r(cy - rad * 1.1)} ${r(x2)} ${r(y2)}" stroke="${p.accent}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    out += `<circle cx="${r(x1)}" cy="${r(y1)}" r="8" fill="${p.accent}"/><circle cx="${r(x2)}" cy="${r(y2)}" r="8" fill="${p.accent}"/>`;
  }
  return out;
}

function motifCoins(p: Palette, rand: () => number): string {
  const stacks = 5 + Math.floor(rand() * 3);
  const gap = 1000 / stacks;
  // Shared attributes live on the group so that tall stacks stay well under the size budget.
  let out = `<g stroke="${p.bg}" stroke-width="3" fill="${p.soft}">`;
  for (let s = 0; s < stacks; s++) {
    const cx = r(140 + s * gap + gap * 0.3);
    const count = Math.min(14, 3 + Math.floor(rand() * 8) + s);
    for (let c = 0; c < count; c++) {
      const top = c === count - 1 ? ` fill="${p.accent}"` : "";
      out += `<ellipse cx="${cx}" cy="${600 - c * 24}" rx="62" ry="18"${top}/>`;
    }
  }
  return out + "</g>";
}

const MOTIFS: Record<Motif, (p: Palette, rand: () => number) => string> = {
  line: motifLine,
  area: motifArea,
  bars: motifBars,
  candles: motifCandles,
  globe: motifGlobe,
  coins: motifCoins,
};

/** What a featured illustration shows (its first random pick), for its accessible title and the article's alt text. */
function featuredTitle(name: string, palette: Palette, motifs: Motif[]): { title: string; motif: Motif; rand: () => number } {
  const rand = prng(hashSeed(name));
  const motif = pick(rand, motifs);
  return { title: `Illustration: abstract ${MOTIF_LABEL[motif]} in ${palette.label.toLowerCase()} colours`, motif, rand };
}

/** The alt text of a seeded article's featured image: what its illustration shows. */
export function seedFeaturedImageAlt(name: string, categoryId: number): string {
  return featuredTitle(name, paletteFor(categoryId), CATEGORY_MOTIFS[categoryId] ?? ["line"]).title;
}

/** A 1200×675 editorial chart illustration; no text other than the accessible title. */
function featuredSvg(name: string, palette: Palette, motifs: Motif[]): string {
  const { title, motif, rand } = featuredTitle(name, palette, motifs);
  // Decorative circles in the background, then the grid, then the motif.
  let deco = "";
  for (let i = 0; i < 3; i++) {
    deco += `<circle cx="${r(rand() * W)}" cy="${r(rand() * H)}" r="${r(120 + rand() * 220)}" fill="${palette.accent2}" opacity="0.06"/>`;
  }
  return (
    open(W, H, title) +
    background(palette, "g", W, H) +
    deco +
    gridLines(palette, rand) +
    MOTIFS[motif](palette, rand) +
    `<rect x="80" y="60" width="72" height="8" rx="4" fill="${palette.accent}"/>` +
    `</svg>`
  );
}

function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 2);
}

const AVATAR_COLOURS = ["#1d4d33", "#153e75", "#6b1d5e", "#145f63", "#8f5325", "#312e81", "#2c3e57", "#0a6c8f"];

function avatarSvg(name: string, fullName: string): string {
  const rand = prng(hashSeed(name));
  const fill = pick(rand, AVATAR_COLOURS);
  const ring = pick(rand, ["#f2c14e", "#7bc4c4", "#ff8fab", "#a5b4fc", "#8fd694"]);
  return (
    open(256, 256, `Avatar of ${fullName}`) +
    `<circle cx="128" cy="128" r="124" fill="${fill}"/>` +
    `<circle cx="128" cy="128" r="112" fill="none" stroke="${ring}" stroke-width="4" opacity="0.8"/>` +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="700" fill="#ffffff">${escapeXml(initials(fullName))}</text>` +
    `</svg>`
  );
}

/** Taglines for the banners the articles use; unknown banners get a generic line. */
const BANNER_TAGLINES: Record<string, string> = {
  "banner-markets-weekly.svg": "Data, not drama — Basis Point Markets Weekly",
  "banner-imf-weo.svg": "The World Economic Outlook, explained",
  "banner-imf-data.svg": "Check the numbers yourself: IMF DataMapper",
  "banner-data-desk.svg": "Every figure sourced — explore the data",
  "banner-personal-finance.svg": "Your money, in context — Basis Point Lifestyle",
  "banner-about.svg": "Data-first economics journalism — about us",
};

function bannerSvg(name: string): string {
  const rand = prng(hashSeed(name));
  const palette = pick(rand, PALETTES.slice(1));
  const tagline = BANNER_TAGLINES[name] ?? "Basis Point — markets, the economy and investing";
  const pts = walk(rand, 10, 930, 1160, 50, 150, 4);
  // Keep the tagline clear of the sparkline on the right (roughly 0.55em per character).
  const fontSize = Math.min(38, Math.floor(820 / (tagline.length * 0.55)));
  return (
    open(1200, 200, `Banner: ${tagline}`) +
    background(palette, "b", 1200, 200) +
    `<path d="${polyline(pts)}" stroke="${palette.accent}" stroke-width="6" fill="none" stroke-linejoin="round" opacity="0.9"/>` +
    `<rect x="48" y="60" width="10" height="80" rx="5" fill="${palette.accent}"/>` +
    `<text x="80" y="96" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(tagline)}</text>` +
    `<text x="80" y="136" font-family="${FONT}" font-size="22" fill="${palette.soft}">Basis Point · official data from the World Bank and the IMF</text>` +
    `</svg>`
  );
}

/** Every image the seeded articles and authors refer to. */
export function seedImages(): SeedImage[] {
  const images: SeedImage[] = [];
  const seen = new Set<string>();
  const add = (name: string, svg: () => string) => {
    if (seen.has(name)) return;
    seen.add(name);
    images.push({ name, svg: svg() });
  };
  for (const article of seedArticles) {
    const palette = paletteFor(article.categoryId);
    const motifs = CATEGORY_MOTIFS[article.categoryId] ?? ["line"];
    const name = article.featuredImage;
    if (name) add(name, () => featuredSvg(name, palette, motifs));
    for (const banner of [article.topBanner, article.bottomBanner]) {
      if (banner) add(banner.image, () => bannerSvg(banner.image));
    }
  }
  for (const author of seedAuthors) add(author.avatar, () => avatarSvg(author.avatar, author.name));
  return images;
}

/** Five generic 1200×675 images for posts without a featured image (also in public/images/stock). */
export function stockImages(): SeedImage[] {
  const motifs: Motif[] = ["line", "bars", "globe", "candles", "area"];
  const paletteIds = [0, 2, 8, 6, 4];
  return motifs.map((motif, i) => {
    const name = `stock-${i + 1}.svg`;
    return { name, svg: featuredSvg(name, paletteFor(paletteIds[i] ?? 0), [motif]) };
  });
}
