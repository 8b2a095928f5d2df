import type Router from '@koa/router';
import type { Context } from 'koa';
import { homePage, sellerPage, sellerPath } from './taobao-sandbox-pages.js';
import {
  type ControlState,
  parse,
  placeTradeSchema,
  type TaobaoSimulatorControl,
  tradeMoveSchema,
} from './taobao-simulator-control.js';
import { SandboxRequestError } from './taobao-simulator-errors.js';
import {
  readJsonOrForm,
  sandboxErrors,
  seeOther,
  sendHtml,
  wantsHtml,
} from './taobao-simulator-http.js';
import { sandboxSeller } from './taobao-simulator-representation.js';

/**
 * The sandbox for tools (JSON) and people (pages, for a browser's `Accept`): sellers, their items,
 * buyers' trades and the shipments uploaded. Forms post here too and are answered with a 303 back
 * to the seller's page.
 */
export function addSandboxRoutes(
  router: Router,
  control: TaobaoSimulatorControl,
  state: ControlState,
  basePath: string,
): void {
  const showSeller = (ctx: Context, nick: string) => {
    const seller = state.sellers.get(nick);
    sendHtml(
      ctx,
      200,
      sellerPage({
        basePath,
        seller,
        items: state.items.of(nick),
        trades: state.trades.of(nick),
        shipments: state.trades.shipmentsOf(nick),
      }),
    );
  };
  const nickOf = (ctx: Context) => ctx.params.nick ?? '';

  const listSellers = (ctx: Context) => {
    if (wantsHtml(ctx)) sendHtml(ctx, 200, homePage(basePath, state.sellers.all()));
    else ctx.body = { sellers: state.sellers.all().map(sandboxSeller) };
  };
  router.get('/', sandboxErrors, listSellers);
  router.get('/sellers', sandboxErrors, listSellers);

  router.post('/sellers', sandboxErrors, async (ctx) => {
    const { from, body } = await readJsonOrForm(ctx);
    const nick = typeof body === 'object' && body !== null ? Reflect.get(body, 'nick') : undefined;
    if (typeof nick !== 'string') throw new SandboxRequestError(400, 'Give the seller a "nick".');
    const existed = state.sellers.find(nick.trim()) !== undefined;
    const seller = control.createSeller(nick.trim());
    if (from === 'form') {
      seeOther(ctx, sellerPath(basePath, seller.nick));
      return;
    }
    ctx.status = existed ? 200 : 201;
    ctx.body = seller;
  });

  router.get('/sellers/:nick', sandboxErrors, (ctx) => {
    const nick = nickOf(ctx);
    if (wantsHtml(ctx)) showSeller(ctx, nick);
    else ctx.body = sandboxSeller(state.sellers.get(nick));
  });

  router.get('/sellers/:nick/items', sandboxErrors, (ctx) => {
    const nick = nickOf(ctx);
    if (wantsHtml(ctx)) showSeller(ctx, nick);
    else ctx.body = { items: control.items(nick) };
  });

  router.get('/sellers/:nick/trades', sandboxErrors, (ctx) => {
    const nick = nickOf(ctx);
    if (wantsHtml(ctx)) showSeller(ctx, nick);
    else ctx.body = { trades: control.trades(nick) };
  });

  router.post('/sellers/:nick/trades', sandboxErrors, async (ctx) => {
    const nick = nickOf(ctx);
    const { from, body } = await readJsonOrForm(ctx);
    const trade = control.placeTrade(
      nick,
      parse(placeTradeSchema, from === 'form' ? nested(body) : body),
    );
    if (from === 'form') {
      seeOther(ctx, `${sellerPath(basePath, nick)}#trades`);
      return;
    }
    ctx.status = 201;
    ctx.body = trade;
  });

  router.post('/sellers/:nick/trades/:tid/status', sandboxErrors, async (ctx) => {
    const nick = nickOf(ctx);
    const tid = Number(ctx.params.tid);
    if (!Number.isSafeInteger(tid)) throw new SandboxRequestError(404, 'No such trade.');
    const { from, body } = await readJsonOrForm(ctx);
    const trade = control.moveTrade(nick, tid, parse(tradeMoveSchema, body).status);
    if (from === 'form') {
      seeOther(ctx, `${sellerPath(basePath, nick)}#trades`);
      return;
    }
    ctx.body = trade;
  });

  router.get('/sellers/:nick/shipments', sandboxErrors, (ctx) => {
    const nick = nickOf(ctx);
    if (wantsHtml(ctx)) showSeller(ctx, nick);
    else ctx.body = { shipments: control.shipments(nick) };
  });

  router.delete('/sellers/:nick/sessions', sandboxErrors, (ctx) => {
    control.revokeSessions(nickOf(ctx));
    ctx.status = 204;
  });
}

/** A form's `receiver.name` fields as `{ receiver: { name } }`, as the JSON body has them. */
function nested(form: unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const receiver: Record<string, string> = {};
  for (const [name, value] of Object.entries(form as Record<string, string>)) {
    if (name.startsWith('receiver.')) receiver[name.slice('receiver.'.length)] = value;
    else result[name] = value;
  }
  result.receiver = receiver;
  return result;
}
