import {
  type Database,
  type LocalizedText,
  type ProductImage,
  type ProductVariant,
  renderProductImage,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, publicRoute } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { describeRoute } from '../http/route-docs.js';

const imageFile = /^(\d{1,9})-(\d{1,9})\.svg$/;

/** Product images, drawn from the catalogue rather than stored: `/images/products/101-1.svg`. */
export function productImagesRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();
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
      ctx.type = 'image/svg+xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      // An SVG opened on its own is a document: it may style itself, nothing more.
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      ctx.body = svg;
    },
  );
  return router;
}
