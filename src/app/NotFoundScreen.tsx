import { useT } from '../i18n/react.tsx';
import { StepLink } from '../shared/embed/StepLink.tsx';

/** The spec's error page: the page does not exist, with a link back home. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <section>
      <h2>{t('app.notFound.title')}</h2>
      <p>{t('app.notFound.body')}</p>
      <StepLink className="hb-link" href="/booking/result">
        {t('app.notFound.home')}
      </StepLink>
    </section>
  );
}
