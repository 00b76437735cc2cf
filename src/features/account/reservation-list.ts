import type { UserReservation } from '../../api/contract/membership.ts';

/**
 * The list groups the account shows (product.md §4; doc 2 §9: upcoming and page 1 by
 * default). `lottery` lists the member's lottery entries (`GET /user/lottery_results`).
 */
export const LIST_GROUPS = ['upcoming', 'completed', 'cancelled', 'lottery'] as const;
export type ListGroup = (typeof LIST_GROUPS)[number];

export interface ListQuery {
  readonly status: ListGroup;
  readonly page: number;
}

/** A paged account list's `page` from the address: 1 unless a whole number from 1 to 10,000. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The address of an account list with `entries` set (undefined: left out) and the other query
 * entries (the hotel code …) kept.
 */
export function accountListHref(
  path: string,
  search: string,
  entries: Record<string, string | undefined>,
): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(entries)) {
    params.delete(name);
    if (value !== undefined) params.set(name, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

/** The list's group and page from the address (`?status=completed&page=2`), else defaults. */
export function listQueryFrom(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  return {
    status: (LIST_GROUPS as readonly string[]).includes(status ?? '')
      ? (status as ListGroup)
      : 'upcoming',
    page: pageParam(params),
  };
}

/**
 * The address of another group or page; the other query entries (the hotel code …) stay.
 * The defaults are left out so the first page reads `/my-account/reservations`.
 */
export function listHref(search: string, next: ListQuery): string {
  return accountListHref('/my-account/reservations', search, {
    status: next.status === 'upcoming' ? undefined : next.status,
    page: next.page === 1 ? undefined : String(next.page),
  });
}

/** The reservation page of a row: opened with the member's session, no e-mail in the address. */
export function rowHref(row: UserReservation): string {
  return `/reservation/confirmation/${encodeURIComponent(row.reservation_number)}`;
}
