import { escapeHtml } from '../paypal/paypal-approval-page.js';
import type { SimulatedItem } from './taobao-simulator-items.js';
import type { SimulatedShipment } from './taobao-simulator-logistics.js';
import type { SimulatedSeller } from './taobao-simulator-sellers.js';
import type { SimulatedTrade } from './taobao-simulator-trades.js';
import { topTimestamp } from './taobao-timestamp.js';

/**
 * The sandbox's pages for people: Taobao's side of the shop, plain forms without JavaScript or
 * external assets. Every value is escaped: nicks, titles and addresses come from callers.
 */

export interface AuthorizePageView {
  readonly basePath: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly nick: string;
  /** Why the last try did not go through, e.g. an unknown nick. */
  readonly problem?: string;
}

/** Taobao's log-in and consent page: the seller names their sandbox account and authorises the app. */
export function authorizePage(view: AuthorizePageView): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    'Authorize an app',
    `${view.problem ? `<p class="problem" role="alert">${escapeHtml(view.problem)}</p>` : ''}
<p>The app <strong>${escapeHtml(view.clientId)}</strong> asks to manage your items, trades and
shipping. It will be sent back to <code>${escapeHtml(new URL(view.redirectUri).origin)}</code>.</p>
<form method="post" action="${escapeHtml(`${view.basePath}/authorize`)}">
${hidden('client_id', view.clientId)}${hidden('redirect_uri', view.redirectUri)}${hidden('state', view.state)}
<label for="nick">Sandbox seller nick</label>
<input id="nick" name="nick" value="${escapeHtml(view.nick)}" required autocomplete="username">
<div class="actions">
<button type="submit" name="decision" value="authorize" class="primary">Authorize</button>
<button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>Cancel</button>
</div>
</form>
<p class="note">No sandbox seller yet? Make one on the <a href="${escapeHtml(view.basePath)}">sandbox home page</a>.</p>`,
  );
}

/** The sandbox's home: its sellers, and a form to make one. */
export function homePage(basePath: string, sellers: readonly SimulatedSeller[]): string {
  const rows = sellers
    .map(
      (seller) =>
        `<tr><td><a href="${escapeHtml(sellerPath(basePath, seller.nick))}">${escapeHtml(
          seller.nick,
        )}</a></td><td>${escapeHtml(seller.userId)}</td><td>${topTimestamp(seller.created)}</td></tr>`,
    )
    .join('');
  return page(
    'Sandbox sellers',
    `${
      sellers.length === 0
        ? '<p>There are no sandbox sellers yet.</p>'
        : `<table><thead><tr><th scope="col">Nick</th><th scope="col">User id</th><th scope="col">Created (GMT+8)</th></tr></thead><tbody>${rows}</tbody></table>`
    }
<h2>New sandbox seller</h2>
<form method="post" action="${escapeHtml(`${basePath}/sellers`)}">
<label for="nick">Nick</label>
<input id="nick" name="nick" required minlength="2" maxlength="25">
<div class="actions"><button type="submit" class="primary">Create seller</button></div>
</form>`,
  );
}

export interface SellerPageView {
  readonly basePath: string;
  readonly seller: SimulatedSeller;
  readonly items: readonly SimulatedItem[];
  readonly trades: readonly SimulatedTrade[];
  readonly shipments: readonly SimulatedShipment[];
}

/** One seller's shop as Taobao sees it: items, trades (buy as a buyer here) and shipments. */
export function sellerPage(view: SellerPageView): string {
  const base = sellerPath(view.basePath, view.seller.nick);
  const items = view.items
    .map(
      (item) =>
        `<tr><td>${item.numIid}</td><td>${escapeHtml(item.outerId ?? '')}</td><td>${escapeHtml(
          item.title,
        )}</td><td class="number">¥${escapeHtml(item.price)}</td><td class="number">${item.num}</td><td>${item.approveStatus}</td><td>${
          item.approveStatus === 'onsale' && item.num > 0 ? buyForm(base, item) : ''
        }</td></tr>`,
    )
    .join('');
  const trades = view.trades
    .map(
      (trade) =>
        `<tr><td>${trade.tid}</td><td>${trade.status}</td><td>${trade.orders
          .map((order) => `${order.num} × ${escapeHtml(order.title)}`)
          .join('<br>')}</td><td class="number">¥${escapeHtml(trade.payment)}</td><td>${escapeHtml(
          `${trade.receiver.name}, ${trade.receiver.state} ${trade.receiver.city} ${trade.receiver.address}`,
        )}</td><td>${topTimestamp(trade.modified)}</td><td>${tradeActions(base, trade)}</td></tr>`,
    )
    .join('');
  const shipments = view.shipments
    .map(
      (shipment) =>
        `<tr><td>${shipment.tid}</td><td>${escapeHtml(shipment.companyName)} (${escapeHtml(
          shipment.companyCode,
        )})</td><td>${escapeHtml(shipment.outSid)}</td><td>${topTimestamp(shipment.created)}</td></tr>`,
    )
    .join('');
  return page(
    `Seller ${view.seller.nick}`,
    `<p><a href="${escapeHtml(view.basePath)}">All sandbox sellers</a> · user id ${escapeHtml(
      view.seller.userId,
    )}</p>
<h2 id="items">Items</h2>
${table(['num_iid', 'outer_id', 'Title', 'Price', 'Quantity', 'Status', 'Buy as a buyer'], items, 'No items are listed yet.')}
<h2 id="trades">Trades</h2>
${table(['tid', 'Status', 'Orders', 'Paid', 'Receiver', 'Modified (GMT+8)', ''], trades, 'No trades yet.')}
<h2 id="shipments">Shipments</h2>
${table(['tid', 'Company', 'Tracking number', 'Uploaded (GMT+8)'], shipments, 'Nothing has been shipped yet.')}`,
  );
}

/** A page with a message and a way back. */
export function messagePage(
  title: string,
  message: string,
  back?: { href: string; label: string },
) {
  return page(
    title,
    `<p>${escapeHtml(message)}</p>${
      back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : ''
    }`,
  );
}

export function sellerPath(basePath: string, nick: string): string {
  return `${basePath}/sellers/${encodeURIComponent(nick)}`;
}

/** An item with SKUs is bought one SKU at a time: the buyer picks it (the first at first). */
function skuSelect(item: SimulatedItem): string {
  if (item.skus.length === 0) return '';
  const options = item.skus
    .map((sku) => {
      const name = sku.propertiesName.split(';').map((pair) => pair.split(':').slice(3).join(':'));
      return `<option value="${sku.skuId}">${escapeHtml(`${name.join(' ')} · ¥${sku.price} · ${sku.quantity} left`)}</option>`;
    })
    .join('');
  return `<label>SKU <select name="sku_id" required>${options}</select></label>\n`;
}

function buyForm(base: string, item: SimulatedItem): string {
  const field = (name: string, label: string, value: string) =>
    `<label>${label} <input name="${name}" value="${escapeHtml(value)}" required></label>`;
  return `<details><summary>Buy</summary><form method="post" action="${escapeHtml(`${base}/trades`)}" class="buy">
<input type="hidden" name="num_iid" value="${item.numIid}">
${skuSelect(item)}<label>Quantity <input name="num" type="number" min="1" max="${item.num}" value="1" required></label>
${field('receiver.name', 'Name', '张三')}${field('receiver.mobile', 'Mobile', '13800138000')}
${field('receiver.state', 'Province', '浙江省')}${field('receiver.city', 'City', '杭州市')}
${field('receiver.address', 'Address', '文一西路969号')}
<button type="submit" class="primary">Place a paid trade</button>
</form></details>`;
}

function tradeActions(base: string, trade: SimulatedTrade): string {
  const action = (status: string, label: string) =>
    `<form method="post" action="${escapeHtml(`${base}/trades/${trade.tid}/status`)}"><input type="hidden" name="status" value="${status}"><button type="submit" class="secondary">${label}</button></form>`;
  switch (trade.status) {
    case 'WAIT_SELLER_SEND_GOODS':
      return action('TRADE_CLOSED', 'Refund and close');
    case 'WAIT_BUYER_CONFIRM_GOODS':
      return `${action('TRADE_FINISHED', 'Confirm receipt')}${action('TRADE_CLOSED', 'Refund and close')}`;
    default:
      return '';
  }
}

function table(headings: readonly string[], rows: string, empty: string): string {
  if (!rows) return `<p>${escapeHtml(empty)}</p>`;
  return `<table><thead><tr>${headings
    .map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`)
    .join('')}</tr></thead><tbody>${rows}</tbody></table>`;
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Taobao sandbox (simulated)</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f6f6f6;color:#1a1a1a}
header{background:#ff5000;color:#fff;padding:.75rem 1.5rem;font-weight:600}
main{max-width:72rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e5e5e5;vertical-align:top}
.number{text-align:right;font-variant-numeric:tabular-nums}
label{display:block;margin:.5rem 0 .25rem;font-weight:600}
.buy label{font-weight:400;margin:.25rem 0}
input{font:inherit;padding:.4rem;border:1px solid #999;border-radius:.25rem}
.actions{display:flex;gap:.5rem;margin-top:1rem}
form{margin:0}
button{font:inherit;font-weight:600;padding:.45rem 1rem;border-radius:1.25rem;cursor:pointer}
.primary{background:#ff5000;color:#fff;border:2px solid #ff5000}
.secondary{background:#fff;color:#b33a00;border:2px solid #ff5000;margin:.1rem 0}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
a{color:#b33a00}
.problem{background:#fff1eb;border-left:4px solid #ff5000;padding:.5rem .75rem}
.note{font-size:.875rem;color:#444;margin-top:1.5rem}
</style>
</head>
<body>
<header>Taobao sandbox (simulated)</header>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
<p class="note">A local simulator of the Taobao Open Platform: nothing here reaches Taobao.</p>
</main>
</body>
</html>
`;
}
