import type { LocalizedText } from './languages.js';
import { type Color, colors, type ProductImage, type ProductVariant } from './product.events.js';

/** What a product image is drawn from; a listed product or a catalogue row fits. */
export interface ImageSubject {
  readonly brand: string;
  readonly category: string;
  readonly title: LocalizedText;
  readonly images: readonly Pick<ProductImage, 'imageId' | 'alt'>[];
  readonly variants?: readonly Pick<ProductVariant, 'imageId' | 'color'>[];
}

interface Paint {
  readonly body: string;
  readonly shade: string;
}

const paints: Readonly<Record<Color, Paint>> = {
  white: { body: '#f1ede4', shade: '#c4bba8' },
  grey: { body: '#9ca3ab', shade: '#6b737c' },
  red: { body: '#d6453d', shade: '#9e2a24' },
  purple: { body: '#7d52a8', shade: '#563677' },
  blue: { body: '#3474c0', shade: '#22508a' },
  yellow: { body: '#f0c132', shade: '#b88d12' },
  green: { body: '#3f9a5a', shade: '#2a6b3e' },
};

/** The white label the text goes on, in the 600 x 600 view box. */
interface Label {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface Package {
  readonly draw: (paint: Paint) => string;
  readonly label: Label;
}

const box: Package = {
  draw: ({ body, shade }) =>
    `<path d="M150 120l40-40h260l-40 40zM410 120l40-40v390l-40 40z" fill="${shade}"/>` +
    `<rect x="150" y="120" width="260" height="390" fill="${body}"/>`,
  label: { x: 165, y: 220, width: 230, height: 210 },
};

// Crimped seals at both ends, as on a chip bag.
const bag: Package = {
  draw: ({ body, shade }) =>
    `<path d="M175 95h250q28 205 0 410h-250q-28-205 0-410z" fill="${body}"/>` +
    `<path d="M170 100${'l10-16l10 16'.repeat(13)}zM170 500${'l10 16l10-16'.repeat(13)}z" fill="${shade}"/>`,
  label: { x: 190, y: 210, width: 220, height: 210 },
};

const bottle: Package = {
  draw: ({ body, shade }) =>
    `<rect x="262" y="48" width="76" height="44" rx="8" fill="${shade}"/>` +
    `<path d="M268 92h64v50q0 26 40 58q28 24 28 64v236q0 30-30 30h-140q-30 0-30-30v-236q0-40 28-64q40-32 40-58z" fill="${body}"/>`,
  label: { x: 208, y: 285, width: 184, height: 190 },
};

const cup: Package = {
  draw: ({ body, shade }) =>
    `<path d="M165 140h270l-38 370h-194z" fill="${body}"/>` +
    `<rect x="150" y="110" width="300" height="44" rx="12" fill="${shade}"/>`,
  label: { x: 195, y: 215, width: 210, height: 200 },
};

const tin: Package = {
  draw: ({ body, shade }) =>
    `<rect x="190" y="130" width="220" height="380" rx="14" fill="${body}"/>` +
    `<rect x="180" y="96" width="240" height="70" rx="12" fill="${shade}"/>`,
  label: { x: 200, y: 220, width: 200, height: 210 },
};

// A flat pack with two sticks of gum poking out of the top.
const gumPack: Package = {
  draw: ({ body, shade }) =>
    `<path d="M160 200v-44h46v44zM220 200v-44h46v44z" fill="#fff" stroke="${shade}" stroke-width="4"/>` +
    `<rect x="110" y="190" width="380" height="240" rx="18" fill="${body}"/>` +
    `<rect x="110" y="392" width="380" height="18" fill="${shade}"/>`,
  label: { x: 140, y: 212, width: 320, height: 165 },
};

const sauce: Package = {
  draw: ({ body, shade }) =>
    `<rect x="250" y="60" width="100" height="50" rx="8" fill="${shade}"/>` +
    `<path d="M262 110h76v60q0 20 40 40q22 12 22 40v250q0 30-30 30h-140q-30 0-30-30v-250q0-28 22-40q40-20 40-40z" fill="${body}"/>`,
  label: { x: 195, y: 270, width: 210, height: 200 },
};

const packageByCategory: Readonly<Record<string, Package>> = {
  sweets: box,
  breakfast: box,
  snacks: bag,
  beverages: bottle,
  teas: tin,
  gums: gumPack,
  'instant-noodles': cup,
  seasonings: sauce,
};

const brandSizes = [20, 18, 16, 14, 12] as const;
const titleSizes = [30, 26, 22] as const;
const brandGap = 12;
const padding = 12;

/**
 * A product picture drawn as SVG, so the shop needs no photos: a package shaped after the
 * category, in the colour of the image, with the brand and the English title on its label. Null
 * when the product has no such image.
 *
 * @example
 * renderProductImage(product, 1); // '<svg xmlns="http://www.w3.org/2000/svg" ...'
 */
export function renderProductImage(
  product: ImageSubject,
  imageId: number,
  /** `false` leaves out the square behind the package, to stand it in a scene. */
  { backdrop = true }: { backdrop?: boolean } = {},
): string | null {
  const image = product.images.find((candidate) => candidate.imageId === imageId);
  if (!image) return null;
  const paint = paints[imageColor(product, image)];
  const pack = packageByCategory[product.category] ?? box;
  const { x, y, width, height } = pack.label;
  const centre = x + width / 2;
  const title = product.title['en-US'];
  // Upper-case bold letters run wider than the title's.
  const brand = fit(product.brand.toUpperCase(), brandSizes, 0.72, width);
  const name = fit(
    withoutBrand(title, product.brand),
    titleSizes,
    0.52,
    width,
    height - brand.size - brandGap,
  );
  // The brand and title sit in the middle of the label, however many lines the title takes.
  const textHeight = brand.size + brandGap + name.lines.length * name.lineHeight;
  const brandY = Math.round(y + (height - textHeight) / 2 + brand.size * 0.85);
  const firstLineY = brandY + brandGap + name.lineHeight;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    (backdrop ? `<rect width="600" height="600" fill="#f7f4ef"/>` : '') +
    `<ellipse cx="300" cy="545" rx="180" ry="16" fill="#000" opacity=".12"/>` +
    pack.draw(paint) +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="#fff" stroke="${paint.shade}" stroke-width="4"/>` +
    `<g font-family="Helvetica,Arial,sans-serif" text-anchor="middle" fill="#222">` +
    `<text x="${centre}" y="${brandY}" font-size="${brand.size}" font-weight="700" letter-spacing="1.5" fill="#555">${escapeXml(brand.lines[0] ?? '')}</text>` +
    name.lines
      .map(
        (line, index) =>
          `<text x="${centre}" y="${firstLineY + index * name.lineHeight}" font-size="${name.size}">${escapeXml(line)}</text>`,
      )
      .join('') +
    `</g></svg>`
  );
}

interface FittedText {
  readonly size: number;
  readonly lineHeight: number;
  readonly lines: readonly string[];
}

/**
 * The largest font size at which the text fits the box, on one line when no height is given,
 * without being cut; at the smallest size it is cut. Widths are estimates, `charWidth` ems a
 * character, as the viewer's own sans-serif font draws the text.
 */
function fit(
  text: string,
  sizes: readonly [number, ...number[]],
  charWidth: number,
  width: number,
  height?: number,
): FittedText {
  const layout = (size: number) => {
    const lineHeight = Math.round(size * 1.15);
    const maxChars = Math.floor((width - 2 * padding) / (size * charWidth));
    const maxLines =
      height === undefined ? 1 : Math.max(1, Math.floor((height - 2 * padding) / lineHeight));
    return { size, lineHeight, ...wrap(text, maxChars, maxLines) };
  };
  return sizes.map(layout).find((fitted) => !fitted.cut) ?? layout(Math.min(...sizes));
}

/** The image's colour: its alt text names it; otherwise that of a variant showing it. */
function imageColor(product: ImageSubject, image: Pick<ProductImage, 'imageId' | 'alt'>): Color {
  const alt = image.alt.trim().toLowerCase();
  const named = colors.find((color) => color === alt);
  const shown = product.variants?.find((variant) => variant.imageId === image.imageId)?.color;
  return named ?? shown ?? 'grey';
}

// The brand is printed above the title already.
function withoutBrand(title: string, brand: string): string {
  const rest = title.startsWith(`${brand} `) ? title.slice(brand.length + 1).trim() : '';
  return rest || title;
}

/** Greedy word wrap; a word too long for a line, or text past the last line, ends in "…". */
function wrap(text: string, maxChars: number, maxLines: number): { lines: string[]; cut: boolean } {
  const lines: string[] = [];
  let cut = false;
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    cut ||= word.length > maxChars;
    current = truncate(word, maxChars);
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return { lines, cut };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, maxChars - 1).trimEnd()}…`;
  return { lines: kept, cut: true };
}

function truncate(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
