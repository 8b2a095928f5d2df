import type { Context } from 'koa';

/**
 * The origin for links sent by mail, taken from the request as the storefront host the shopper
 * is on (`ja.shop.example`). The Host header is the client's to choose, so only the shop's own
 * hosts and loopback names are taken as they are: otherwise anyone could ask for a reset mail
 * to someone else's address with a link, token included, that leads to their own site.
 *
 * @example
 * linkOrigin(ctx, config.PUBLIC_HOST) // 'http://ja.localhost:3000'
 */
export function linkOrigin(ctx: Context, publicHost: string): string {
  const hostname = ctx.hostname.toLowerCase();
  const shopHost = publicHost.toLowerCase();
  const trusted =
    hostname === shopHost ||
    hostname.endsWith(`.${shopHost}`) ||
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '::1';
  if (trusted) return `${ctx.protocol}://${ctx.host}`;
  const port = /:(\d{1,5})$/.exec(ctx.host)?.[1];
  return `${ctx.protocol}://${shopHost}${port ? `:${port}` : ''}`;
}
