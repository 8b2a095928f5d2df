/** What a server render gives the page (`@shop/storefront`'s `entry-server.tsx`). */
export interface RenderedPage {
  /** The HTML of `#root`. */
  readonly html: string;
  /** `<title>` and `<meta>` elements the page rendered, for `<head>`. */
  readonly head: string;
  readonly language: string;
  /** The state the browser hydrates with; JSON-serialisable. */
  readonly state: unknown;
}

/**
 * `value` as JSON to put inside `<script type="application/json">`: no `<` (so no `</script>`
 * and no `<!--`), `>` or `&` survives as such, nor the two line separators old parsers choke on.
 * JSON.parse reads the escapes back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The `src`, `srcset` and `sizes` of the first image in `<main>`: the product's photo, the first
 * card of a collection. Lazy-loaded in the page (the browser would wait for layout to fetch it).
 */
export function firstScreenImage(
  html: string,
): { src: string; srcset?: string; sizes?: string } | undefined {
  const main = html.indexOf('<main');
  if (main < 0) return undefined;
  for (const [tag] of html.slice(main).matchAll(/<img\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (!src) continue;
    return {
      src,
      srcset: attribute(tag, 'srcSet') ?? attribute(tag, 'srcset'),
      sizes: attribute(tag, 'sizes'),
    };
  }
  return undefined;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * index.html with the server's first view of the page: its HTML in `#root`, its title, a preload
 * of its first image at high priority, and the state the browser hydrates with. Attribute values
 * come from React's HTML, so they are escaped already.
 */
export function withFirstView(indexHtml: string, page: RenderedPage): string | undefined {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(indexHtml);
  if (!charset || !indexHtml.includes('<div id="root"></div>')) return undefined;
  const image = firstScreenImage(page.html);
  const preload = image
    ? `<link rel="preload" as="image" fetchpriority="high" href="${image.src}"${
        image.srcset ? ` imagesrcset="${image.srcset}"` : ''
      }${image.sizes ? ` imagesizes="${image.sizes}"` : ''}>`
    : '';
  const state = `<script type="application/json" id="ssr-state">${scriptSafeJson(page.state)}</script>`;
  const at = charset.index + charset[0].length;
  return (indexHtml.slice(0, at) + page.head + preload + state + indexHtml.slice(at))
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}
