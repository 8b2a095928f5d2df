import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createRouter, publicRoute } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { describeRoute } from '../http/route-docs.js';
import type { OpenApiDocument } from './openapi-document.js';

/** The reference page's own script: the CSP allows no inline script. */
const startScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
  });
});
`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shop API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/** Swagger UI's files, served from the installed package: nothing is loaded from elsewhere. */
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets: Record<string, { type: string; read: () => Promise<string | Buffer> }> = {
  'swagger-ui.css': { type: 'text/css', read: () => readFile(join(swaggerUi, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': {
    type: 'text/javascript',
    read: () => readFile(join(swaggerUi, 'swagger-ui-bundle.js')),
  },
  'start.js': { type: 'text/javascript', read: async () => startScript },
};

/**
 * `GET /api/openapi.json`, the OpenAPI 3.1 document of every route, and `GET /api/docs`, a
 * reference page for developers (Swagger UI) that reads it.
 */
export function docsRoutes(document: () => OpenApiDocument) {
  const router = createRouter({ prefix: '/api' });
  let built: OpenApiDocument | null = null;

  router.get(
    '/openapi.json',
    publicRoute,
    describeRoute({ summary: 'This document (OpenAPI 3.1)' }),
    (ctx) => {
      built ??= document();
      ctx.body = built;
    },
  );

  router.get(
    '/docs',
    publicRoute,
    describeRoute({ summary: 'The API reference page', success: { mediaType: 'text/html' } }),
    (ctx) => {
      ctx.type = 'text/html';
      ctx.body = page;
    },
  );

  router.get(
    '/docs/:file',
    publicRoute,
    describeRoute({ summary: 'A file of the reference page', success: { mediaType: '*/*' } }),
    async (ctx) => {
      const asset = assets[ctx.params.file ?? ''];
      if (!asset || !Object.hasOwn(assets, ctx.params.file ?? '')) throw notFound('This file');
      ctx.type = asset.type;
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = await asset.read();
    },
  );

  return router;
}
