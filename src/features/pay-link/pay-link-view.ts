import type { PayLink } from '../../api/contract/pay-link.ts';

/**
 * What the hosted payment page shows (product.md §4 "Hosted payment page states"): the form
 * (`open`, or `failed` after a refused card), `paid` (this tab paid it), `alreadyPaid` (paid
 * before this tab tried), `completed` (the display route of a paid request), `refunded`,
 * `cancelled`, `expired`, a payment under way (`processing`, `challenge`), or `reload` once the
 * page has been open for an hour.
 */
export type PayPageView =
  | 'open'
  | 'failed'
  | 'paid'
  | 'alreadyPaid'
  | 'completed'
  | 'refunded'
  | 'cancelled'
  | 'expired'
  | 'processing'
  | 'challenge'
  | 'reload';

/** A hosted payment page open longer than this asks for a reload (doc 2 §9, 1 hour). */
export const PAY_PAGE_TTL_MS = 60 * 60_000;

export interface PageContext {
  /** The `/payments/{paymentNumber}/display` route: states only, no form. */
  display: boolean;
  /** This tab's payment made it paid. */
  paidHere: boolean;
  /** The page has been open for more than {@link PAY_PAGE_TTL_MS}. */
  stale: boolean;
}

/** The view of a request as loaded; final states win over the one-hour reload. */
export function payPageView(link: PayLink, ctx: PageContext): PayPageView {
  switch (link.status) {
    case 'refunded':
    case 'cancelled':
    case 'expired':
      return link.status;
    case 'paid':
      if (ctx.paidHere) return 'paid';
      return ctx.display ? 'completed' : 'alreadyPaid';
    default:
      break;
  }
  if (ctx.stale) return 'reload';
  if (link.status === 'pre_3d_secure') return 'challenge';
  if (link.status === 'processing') return 'processing';
  return link.error_code === null ? 'open' : 'failed';
}

/** Views that show the card form (never on the display route). */
export const showsForm = (view: PayPageView, display: boolean): boolean =>
  !display && (view === 'open' || view === 'failed');

/** The page's own address without the 3-D Secure return's `payment_id` and `outcome`. */
export function withoutReturnQuery(search: string): string {
  const q = new URLSearchParams(search);
  q.delete('payment_id');
  q.delete('outcome');
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}
