import { describe, expect, it } from 'vitest';
import { type ImageSubject, renderProductImage } from './product-image.js';
import { catalogueSeed } from './seed/catalogue.seed.js';

const pocky: ImageSubject = {
  brand: 'Glico',
  category: 'sweets',
  title: { 'en-US': 'Glico Strawberry Pocky', ja: 'グリコ ポッキー いちご' },
  images: [
    { imageId: 1, alt: 'red' },
    { imageId: 2, alt: 'white' },
  ],
};

/**
 * Why the markup is not well-formed XML, or null. Enough for what the renderer writes: elements
 * with double-quoted attributes, text, and the five predefined entities.
 */
function wellFormednessError(xml: string): string | null {
  const tag = /<(\/?)([A-Za-z][\w.:-]*)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>/y;
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+);/y;
  const bareAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+);)/;
  const open: string[] = [];
  let rootClosed = false;
  let i = 0;
  while (i < xml.length) {
    const char = xml[i];
    if (char === '<') {
      tag.lastIndex = i;
      const match = tag.exec(xml);
      if (!match) return `malformed tag at ${i}: ${xml.slice(i, i + 40)}`;
      const [whole, closing, name = '', attributes = '', selfClosing] = match;
      if (rootClosed) return `second root element <${name}> at ${i}`;
      if (bareAmpersand.test(attributes)) return `unescaped & in <${name}> at ${i}`;
      if (closing) {
        if (attributes || selfClosing) return `malformed closing tag </${name}> at ${i}`;
        const expected = open.pop();
        if (expected !== name) return `</${name}> at ${i} closes <${expected}>`;
      } else if (!selfClosing) {
        open.push(name);
      }
      rootClosed = open.length === 0;
      i += whole.length;
    } else if (char === '&') {
      entity.lastIndex = i;
      if (!entity.test(xml)) return `unescaped & at ${i}`;
      i++;
    } else if (char === '>') {
      return `unescaped > at ${i}`;
    } else {
      if (open.length === 0 && !/\s/.test(char ?? '')) return `text outside the root at ${i}`;
      i++;
    }
  }
  return open.length > 0 ? `<${open.at(-1)}> is never closed` : null;
}

describe('renderProductImage', () => {
  it('draws the package in the colour of the image, with the brand and title', () => {
    const red = renderProductImage(pocky, 1) ?? '';
    const white = renderProductImage(pocky, 2) ?? '';
    expect(red.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(red).toContain('GLICO');
    expect(red).toContain('>Strawberry</text>');
    expect(red).toContain('>Pocky</text>');
    expect(red).not.toMatch(/font-size="\d+">Glico/);
    expect(red).toContain('#d6453d');
    expect(white).toContain('#f1ede4');
    expect(wellFormednessError(red)).toBeNull();
  });

  it('returns null for an image the product does not have', () => {
    expect(renderProductImage(pocky, 3)).toBeNull();
  });

  it('escapes markup characters in the brand and title', () => {
    const svg =
      renderProductImage(
        {
          ...pocky,
          brand: 'A&W',
          title: { 'en-US': 'Tom & Jerry\'s <Best> "Root" Beer' },
        },
        1,
      ) ?? '';
    expect(svg).toContain('A&amp;W');
    expect(svg).toContain('Tom &amp; Jerry&apos;s &lt;Best&gt; &quot;Root&quot; Beer');
    expect(svg).not.toContain('<Best>');
    expect(wellFormednessError(svg)).toBeNull();
  });

  it('wraps a long title and cuts what does not fit, with an ellipsis', () => {
    const long =
      'Supercalifragilisticexpialidocious Extra Crunchy Triple Chocolate Hazelnut Caramel Peanut ' +
      'Butter Marshmallow Cookie Dough Wafers';
    const svg = renderProductImage({ ...pocky, title: { 'en-US': long } }, 1) ?? '';
    const lines = [...svg.matchAll(/font-size="\d+">([^<]*)</g)].map((match) => match[1] ?? '');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]).toMatch(/^Supercali\w+…$/);
    expect(lines.at(-1)).toMatch(/…$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
  });

  it('falls back to the colour of a variant when the alt text is not a colour', () => {
    const svg = renderProductImage(
      {
        ...pocky,
        images: [{ imageId: 1, alt: 'Gift box' }],
        variants: [{ imageId: 1, color: 'green' }],
      },
      1,
    );
    expect(svg).toContain('#3f9a5a');
  });

  it('draws every seeded image as a small, well-formed SVG', () => {
    for (const product of catalogueSeed()) {
      for (const { imageId } of product.images) {
        const svg = renderProductImage(product, imageId) ?? '';
        expect(wellFormednessError(svg), `product ${product.productId}`).toBeNull();
        expect(Buffer.byteLength(svg), `product ${product.productId}`).toBeLessThan(4096);
      }
    }
  });

  it('notices broken markup', () => {
    expect(wellFormednessError('<svg><g></svg>')).toMatch(/closes <g>/);
    expect(wellFormednessError('<svg>a & b</svg>')).toMatch(/unescaped &/);
    expect(wellFormednessError('<svg><text>a</text>')).toMatch(/never closed/);
  });
});
