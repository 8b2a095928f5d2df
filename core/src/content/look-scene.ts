/** A product standing in a look's scene: its picture (an SVG document) centred at x%, y%. */
export interface ScenePiece {
  readonly x: number;
  readonly y: number;
  /** The product's picture, drawn without its backdrop (`renderProductImage`). */
  readonly svg: string;
}

const size = 600;
/** Where the wall meets the table, in scene pixels. */
const tableTop = 300;

/** Fewer products stand larger; a crowded table keeps each one recognisable. */
function pieceSize(count: number): number {
  if (count <= 2) return 300;
  if (count === 3) return 250;
  if (count === 4) return 220;
  return 190;
}

/** The inside of an SVG document, to nest it in another (its `<title>` left out). */
function innerSvg(svg: string): string {
  return svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '');
}

/**
 * A look's scene: its products set together on a table against a wall, each centred where the
 * look's point for it is, so every point sits on its product. The farther back (higher) a
 * product stands, the earlier it is drawn, so nearer ones overlap it.
 *
 * @example
 * renderLookScene('Movie night', [{ x: 30, y: 60, svg: crisps }, { x: 70, y: 62, svg: cola }])
 * // '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" ...'
 */
export function renderLookScene(title: string, pieces: readonly ScenePiece[]): string {
  const side = pieceSize(pieces.length);
  const placed = [...pieces]
    .sort((a, b) => a.y - b.y)
    .map((piece) => {
      const x = Math.round((piece.x / 100) * size - side / 2);
      const y = Math.round((piece.y / 100) * size - side / 2);
      return `<svg x="${x}" y="${y}" width="${side}" height="${side}" viewBox="0 0 600 600">${innerSvg(piece.svg)}</svg>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${size}" height="${tableTop}" fill="#efe4d6"/>` +
    `<rect x="420" y="40" width="130" height="170" rx="6" fill="#f8f2e8" stroke="#d9c8b2" stroke-width="6"/>` +
    `<path d="M485 40v170M420 125h130" stroke="#d9c8b2" stroke-width="4"/>` +
    `<rect y="${tableTop}" width="${size}" height="${size - tableTop}" fill="#c99a6b"/>` +
    `<path d="M0 ${tableTop + 90}h600M0 ${tableTop + 190}h600" stroke="#b5875a" stroke-width="3"/>` +
    `<rect y="${tableTop}" width="${size}" height="10" fill="#a9784b"/>` +
    placed +
    `</svg>`
  );
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
