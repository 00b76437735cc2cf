import { Link } from 'wouter';
import { useT } from '../../i18n/react.tsx';
import { type AgencyQuery, searchAddress } from './search-query.ts';

/** Previous / next pages of the search, as links (each page has its own address). */
export function Pager({ query, page, pages }: { query: AgencyQuery; page: number; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  const to = (n: number) => searchAddress({ ...query, page: String(n) });
  return (
    <nav className="hb-agency-pager" aria-label={t('agency.pager.label')}>
      {page > 1 && (
        <Link className="hb-link" href={to(page - 1)}>
          {t('agency.pager.previous')}
        </Link>
      )}
      <span aria-current="page">{t('agency.pager.page', { page, pages })}</span>
      {page < pages && (
        <Link className="hb-link" href={to(page + 1)}>
          {t('agency.pager.next')}
        </Link>
      )}
    </nav>
  );
}
