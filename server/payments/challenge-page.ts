import type { TestPayment } from './test-gateway.ts';

/** HTML text escaping for values put into the challenge pages. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** Formats minor units for display; the test gateway only needs a readable figure. */
function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(
      currency === 'JPY' || currency === 'KRW' || currency === 'TWD' ? amount : amount / 100,
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

const page = (title: string, body: string, head = ''): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/gateway/3ds.css">
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

/**
 * The 3-D Secure challenge: one plain form posting the guest's choice back to the gateway, so
 * it works with no script at all (strict CSP) in a full page or in the widget's iframe dialog.
 */
export function challengePageHtml(payment: TestPayment, frame: boolean): string {
  const id = escapeHtml(payment.id);
  return page(
    '3-D Secure verification',
    `<h1>3-D Secure verification</h1>
<p>Test gateway: confirm the payment of <strong>${escapeHtml(money(payment.amount, payment.currency))}</strong>.</p>
<p>Choose how the card issuer answers.</p>
<form method="post" action="/gateway/3ds/${id}">
<input type="hidden" name="mode" value="${frame ? 'frame' : 'redirect'}">
<button type="submit" name="outcome" value="approved">Approve</button>
<button type="submit" name="outcome" value="failed">Fail</button>
<button type="submit" name="outcome" value="cancelled">Cancel</button>
</form>`,
  );
}

/** A challenge that is no longer open (answered, expired or unknown). */
export function challengeClosedHtml(): string {
  return page(
    'Verification closed',
    '<h1>This verification is closed</h1><p>Return to the booking page.</p>',
  );
}

/**
 * Shown inside the iframe dialog after the answer: the external script posts the outcome to the
 * widget's window (target origin = the return URL's origin); the link is the no-script fallback.
 */
export function frameResultHtml(
  paymentId: string,
  outcome: string,
  returnUrl: string,
  targetOrigin: string,
  /** Where the page's script is served (the Stripe pages serve their own copy). */
  scriptSrc = '/gateway/3ds.js',
): string {
  const script = `<script src="${escapeHtml(scriptSrc)}" defer id="threeds-result" data-payment-id="${escapeHtml(paymentId)}" data-outcome="${escapeHtml(outcome)}" data-target-origin="${escapeHtml(targetOrigin)}"></script>`;
  return page(
    'Verification finished',
    `<h1>Verification finished</h1>
<p><a href="${escapeHtml(returnUrl)}" target="_top">Continue</a></p>`,
    script,
  );
}

/** The external script of the iframe result page (no inline script under the strict CSP). */
export const CHALLENGE_SCRIPT = `(function () {
  var el = document.getElementById('threeds-result');
  if (!el || window.parent === window) return;
  window.parent.postMessage(
    { type: 'hotel-booking:3ds-result', payment_id: el.dataset.paymentId, outcome: el.dataset.outcome },
    el.dataset.targetOrigin
  );
})();
`;

export const CHALLENGE_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1a1a1a;background:#fff}
main{max-width:28rem;margin:0 auto}
form{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.5rem 1.25rem;border:1px solid #555;border-radius:4px;background:#f4f4f4;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
button[value=approved]{background:#1a5fb4;color:#fff;border-color:#1a5fb4}
`;

/** The return URL with the outcome appended (redirect mode). */
export function returnWithOutcome(returnUrl: string, paymentId: string, outcome: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_id', paymentId);
  url.searchParams.set('outcome', outcome);
  return url.toString();
}
