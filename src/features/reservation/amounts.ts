import type { Reservation } from '../../api/contract/index.ts';

/**
 * Paid and remaining amounts. Only a captured card payment counts as paid; an authorised one
 * (card required on site) and every pay-at-the-hotel plan leave the whole total to pay. A
 * cancelled reservation owes its cancellation fee instead.
 */
export function amounts(r: Pick<Reservation, 'price' | 'payment' | 'status' | 'cancellation'>) {
  const paid =
    r.payment?.status === 'captured' ? Math.min(r.payment.amount, r.price.total_price) : 0;
  return {
    paid,
    remaining: Math.max(0, r.price.total_price - paid),
    fee: r.cancellation?.fee ?? 0,
  };
}
