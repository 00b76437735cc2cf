import type { UserReservation } from '../../api/contract/membership.ts';

/**
 * The list groups the account shows (product.md §4; doc 2 §9: upcoming and page 1 by
 * default). `lottery` belongs to the lottery issue and is not offered here.
 */
export const LIST_GROUPS = ['upcoming', 'completed', 'cancelled'] as const;
export type ListGroup = (typeof LIST_GROUPS)[number];

export interface ListQuery {
  readonly status: ListGroup;
  readonly page: number;
}

/** The list's group and page from the address (`?status=completed&page=2`), else defaults. */
export function listQueryFrom(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (LIST_GROUPS as readonly string[]).includes(status ?? '')
      ? (status as ListGroup)
      : 'upcoming',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * The address of another group or page; the other query entries (the hotel code …) stay.
 * The defaults are left out so the first page reads `/my-account/reservations`.
 */
export function listHref(search: string, next: ListQuery): string {
  const params = new URLSearchParams(search);
  params.delete('status');
  params.delete('page');
  if (next.status !== 'upcoming') params.set('status', next.status);
  if (next.page !== 1) params.set('page', String(next.page));
  const query = params.toString();
  return `/my-account/reservations${query ? `?${query}` : ''}`;
}

/** The reservation page of a row: opened with the member's session, no e-mail in the address. */
export function rowHref(row: UserReservation): string {
  return `/reservation/confirmation/${encodeURIComponent(row.reservation_number)}`;
}
