import type { PointKind } from '../../rules/points.ts';
import { accountListHref, pageParam } from './reservation-list.ts';

/** The history's two views (doc 2 §7 points_timeline `scope`): what happened, what is to come. */
export const HISTORY_SCOPES = ['current', 'future'] as const;
export type HistoryScope = (typeof HISTORY_SCOPES)[number];

export interface HistoryQuery {
  readonly scope: HistoryScope;
  readonly page: number;
}

/** The history's scope and page from the address (`?scope=future&page=2`), else defaults. */
export function historyQueryFrom(search: string): HistoryQuery {
  const params = new URLSearchParams(search);
  return {
    scope: params.get('scope') === 'future' ? 'future' : 'current',
    page: pageParam(params),
  };
}

/** The address of another scope or page; other query entries (the hotel code …) stay. */
export function historyHref(search: string, next: HistoryQuery): string {
  return accountListHref('/my-account/points', search, {
    scope: next.scope === 'current' ? undefined : next.scope,
    page: next.page === 1 ? undefined : String(next.page),
  });
}

/** The message of each history kind. */
export const KIND_LABELS = {
  gained: 'account.points.kind.gained',
  spent: 'account.points.kind.spent',
  refunded: 'account.points.kind.refunded',
  expired: 'account.points.kind.expired',
  future: 'account.points.kind.future',
} as const satisfies Record<PointKind, string>;

/**
 * The exchange form's check (product.md §5 "a point exchange needs a valid amount"): a whole
 * number from 1 to the balance. Answers the message to show, or undefined.
 */
export function exchangeAmountError(
  typed: string,
  balance: number,
): 'account.points.exchange.invalid' | 'account.points.exchange.aboveBalance' | undefined {
  const trimmed = typed.trim();
  if (!/^\d{1,9}$/.test(trimmed) || Number(trimmed) < 1) return 'account.points.exchange.invalid';
  if (Number(trimmed) > balance) return 'account.points.exchange.aboveBalance';
  return undefined;
}
