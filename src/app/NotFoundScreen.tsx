import { Link } from 'wouter';
import { useT } from '../i18n/react.tsx';

/** The spec's error page: the page does not exist, with a link back home. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <section>
      <h2>{t('app.notFound.title')}</h2>
      <p>{t('app.notFound.body')}</p>
      <Link className="hb-link" href="/booking/result">
        {t('app.notFound.home')}
      </Link>
    </section>
  );
}
