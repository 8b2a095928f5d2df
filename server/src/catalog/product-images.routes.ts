import {
  type Database,
  type LocalizedText,
  type LookFields,
  type ProductImage,
  type ProductVariant,
  renderLookScene,
  renderProductImage,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { findEntry } from '../content/page-entries.repository.js';
import { createRouter, publicRoute } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { describeRoute } from '../http/route-docs.js';

const imageFile = /^(\d{1,9})-(\d{1,9})\.svg$/;
const sceneFile = /^([\w-]{1,100})\.svg$/;

function sendSvg(
  ctx: { type: string; set(name: string, value: string): void; body: unknown },
  svg: string,
  maxAge: number,
) {
  ctx.type = 'image/svg+xml; charset=utf-8';
  ctx.set('Cache-Control', `public, max-age=${maxAge}`);
  // An SVG opened on its own is a document: it may style itself, nothing more.
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  ctx.body = svg;
}

/**
 * Pictures drawn rather than stored: a product's (`/images/products/101-1.svg`, from the
 * catalogue) and a look's scene (`/images/looks/look-movie-night.svg`, its products together,
 * each where the look's point for it is).
 */
export function productImagesRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();
  router.get(
    '/images/looks/:file',
    publicRoute,
    describeRoute({
      summary: "A look's scene: its products together, one at each point (SVG)",
      params: z.object({ file: z.string().regex(sceneFile) }),
      success: { mediaType: 'image/svg+xml' },
    }),
    async (ctx) => {
      const match = sceneFile.exec(ctx.params.file ?? '');
      const entry = match?.[1] ? await findEntry(db, 'look', match[1]) : undefined;
      if (!entry) throw notFound('This scene');
      const look = entry.fields as LookFields;
      const ids = [...new Set(look.hotspots.map((hotspot) => hotspot.productId))];
      const rows = ids.length
        ? await db
            .selectFrom('products')
            .select(['id', 'brand', 'category', 'titles', 'images', 'variants'])
            .where('id', 'in', ids)
            .execute()
        : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const pieces = look.hotspots.flatMap((hotspot) => {
        const row = byId.get(hotspot.productId);
        const images = (row?.images ?? []) as ProductImage[];
        const first = images[0];
        const svg =
          row && first
            ? renderProductImage(
                {
                  brand: row.brand,
                  category: row.category,
                  title: row.titles as LocalizedText,
                  images,
                  variants: row.variants as ProductVariant[],
                },
                first.imageId,
                { backdrop: false },
              )
            : null;
        return svg ? [{ x: hotspot.x, y: hotspot.y, svg }] : [];
      });
      // Short-lived: staff may move a look's points, and the scene follows them.
      sendSvg(ctx, renderLookScene(look.title['en-US'] ?? entry.id, pieces), 300);
    },
  );
  router.get(
    '/images/products/:file',
    publicRoute,
    describeRoute({
      summary: 'A product image (SVG)',
      params: z.object({ file: z.string().regex(imageFile) }),
      success: { mediaType: 'image/svg+xml' },
    }),
    async (ctx) => {
      const match = imageFile.exec(ctx.params.file ?? '');
      if (!match) throw notFound('This image');
      const row = await db
        .selectFrom('products')
        .select(['brand', 'category', 'titles', 'images', 'variants', 'updated_at'])
        .where('id', '=', Number(match[1]))
        .executeTakeFirst();
      const svg = row
        ? renderProductImage(
            {
              brand: row.brand,
              category: row.category,
              title: row.titles as LocalizedText,
              images: row.images as ProductImage[],
              variants: row.variants as ProductVariant[],
            },
            Number(match[2]),
          )
        : null;
      if (!svg) throw notFound('This image');
      sendSvg(ctx, svg, 3600);
    },
  );
  return router;
}
