import { useT } from '../i18n/react.tsx';
import { useHeading } from '../shared/embed/heading-levels.ts';

/** /503: maintenance or overload. The header is hidden by the route's flags. */
export function ServiceUnavailableScreen() {
  const t = useT();
  const Title = useHeading(1);
  return (
    <section>
      <Title className="hb-screen-title">{t('app.serviceUnavailable.title')}</Title>
      <p>{t('app.serviceUnavailable.body')}</p>
    </section>
  );
}
