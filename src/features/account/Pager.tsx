import { useT } from '../../i18n/react.tsx';
import { StepLink } from '../../shared/embed/StepLink.tsx';

/**
 * Previous / "page n of m" / next links of a paged account list (reservations, point
 * history); nothing when everything fits on one page.
 */
export function Pager(props: {
  page: number;
  pages: number;
  /** The navigation's accessible name. */
  label: string;
  hrefOf: (page: number) => string;
}) {
  const t = useT();
  const { page, pages, hrefOf } = props;
  if (pages <= 1) return null;
  return (
    <nav className="hb-ac-pages" aria-label={props.label}>
      {page > 1 && (
        <StepLink className="hb-link" href={hrefOf(page - 1)}>
          {t('account.reservations.previous')}
        </StepLink>
      )}
      <span>{t('account.reservations.page', { page, pages })}</span>
      {page < pages && (
        <StepLink className="hb-link" href={hrefOf(page + 1)}>
          {t('account.reservations.next')}
        </StepLink>
      )}
    </nav>
  );
}
