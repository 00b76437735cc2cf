import { useT } from '../i18n/react.tsx';
import { useHeading } from '../shared/embed/heading-levels.ts';
import { StepLink } from '../shared/embed/StepLink.tsx';

/** The spec's error page: the page does not exist, with a link back home. */
export function NotFoundScreen() {
  const t = useT();
  const Title = useHeading(1);
  return (
    <section>
      <Title className="hb-screen-title">{t('app.notFound.title')}</Title>
      <p>{t('app.notFound.body')}</p>
      {/* Home is the root: the standard app sends it on to the results, the agency site (base
          /ota) shows its own home there. */}
      <StepLink className="hb-link" href="/">
        {t('app.notFound.home')}
      </StepLink>
    </section>
  );
}
