export interface ApprovalPageView {
  readonly orderId: string;
  readonly merchant: string;
  readonly orderNumber: string | undefined;
  readonly amount: { readonly currency_code: string; readonly value: string };
  /** `awaiting`: the buyer decides; `approved`: they did and may return; `completed`: captured. */
  readonly state: 'awaiting' | 'approved' | 'completed';
}

const title = 'PayPal Sandbox (simulated)';

/**
 * The buyer's page behind the `approve` link. Plain forms that post back to the simulator, so it
 * works without JavaScript; no external assets, so it works offline and under a strict CSP.
 * Every value is escaped: order numbers and brand names come from the API caller.
 */
export function approvalPage(view: ApprovalPageView): string {
  const orderLine = view.orderNumber
    ? `<p>Order <strong>${escapeHtml(view.orderNumber)}</strong> at ${escapeHtml(view.merchant)}</p>`
    : `<p>A payment to ${escapeHtml(view.merchant)}</p>`;
  const amount = `<p class="amount"><span class="label">Total</span> ${escapeHtml(
    formatAmount(view.amount),
  )}</p>`;
  return page(`${orderLine}${amount}${actions(view)}`);
}

/** A page with only a message, e.g. for an unknown token. */
export function messagePage(message: string): string {
  return page(`<p>${escapeHtml(message)}</p>`);
}

function actions(view: ApprovalPageView): string {
  switch (view.state) {
    case 'awaiting':
      return `${decisionForm(view.orderId, 'pay', 'Pay now', 'primary')}${decisionForm(
        view.orderId,
        'cancel',
        'Cancel and return',
        'secondary',
      )}`;
    case 'approved':
      return `<p>You approved this payment; the merchant completes it.</p>${decisionForm(
        view.orderId,
        'pay',
        'Return to the merchant',
        'primary',
      )}`;
    case 'completed':
      return '<p>This payment is complete. You can close this page.</p>';
  }
}

// The action is relative: the page lives at <base>/checkoutnow, wherever <base> is mounted.
function decisionForm(orderId: string, decision: string, label: string, kind: string): string {
  return `<form method="post" action="checkoutnow"><input type="hidden" name="token" value="${escapeHtml(
    orderId,
  )}"><button type="submit" name="decision" value="${decision}" class="${kind}">${escapeHtml(
    label,
  )}</button></form>`;
}

function page(content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f5f7fa;color:#1a1a1a}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0003}
h1{font-size:1.25rem;margin:0 0 1rem;color:#003087}
.amount{font-size:1.5rem;font-weight:600}
.label{display:block;font-size:.875rem;font-weight:400;color:#444}
form{margin:.75rem 0 0}
button{width:100%;padding:.75rem;font:inherit;font-weight:600;border-radius:1.5rem;cursor:pointer}
.primary{background:#003087;color:#fff;border:2px solid #003087}
.secondary{background:#fff;color:#003087;border:2px solid #003087}
button:focus-visible{outline:3px solid #ffc439;outline-offset:2px}
.note{font-size:.875rem;color:#444;margin-top:1.5rem}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
${content}
<p class="note">This is a local simulator: no money moves.</p>
</main>
</body>
</html>
`;
}

function formatAmount({ currency_code, value }: ApprovalPageView['amount']): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency_code }).format(
      Number(value),
    );
  } catch {
    return `${value} ${currency_code}`;
  }
}

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}
