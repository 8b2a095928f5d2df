import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const bootModule = fileURLToPath(new URL('./src/boot.ts', import.meta.url));

/**
 * Builds `src/boot.ts` as an entry of its own and puts it first in index.html (after the
 * stylesheet) as an `async` module: it runs as soon as its few bytes arrive, without waiting for the app's chunks, and
 * starts the shopper's language and the opened page downloading beside them. (Vite would fold
 * a second `<script>` of index.html into the app's entry, which runs only after the app arrives.)
 * A build-time optimisation only: the dev server loads everything on demand anyway.
 */
export function bootScript(): Plugin {
  return {
    name: 'shop:boot-script',
    apply: 'build',
    options(options) {
      const input = options.input;
      const named =
        typeof input === 'string' ? { index: input } : Array.isArray(input) ? {} : input;
      return { ...options, input: { ...named, boot: bootModule } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === bootModule,
        );
        if (!boot) throw new Error('bootScript: src/boot.ts was not built');
        // The stylesheet first: the first paint waits for it, and over HTTP/1.1 a browser opens
        // six connections to the shop, so behind the boot script, the first image and four
        // chunks it waited a whole round trip for one to come free (about 0.6 s on Slow 4G).
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        let rest = html;
        for (const link of stylesheets) rest = rest.replace(link, '');
        const script = `<script type="module" async crossorigin src="/${boot.fileName}"></script>`;
        return rest.replace(
          /<head>\s*/,
          (head) =>
            `${head}${stylesheets.map((link) => link.trim()).join('\n    ')}\n    ${script}\n    `,
        );
      },
    },
  };
}
