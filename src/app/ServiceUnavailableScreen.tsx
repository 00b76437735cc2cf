import { useT } from '../i18n/react.tsx';

/** /503: maintenance or overload. The header is hidden by the route's flags. */
export function ServiceUnavailableScreen() {
  const t = useT();
  return (
    <section>
      <h2>{t('app.serviceUnavailable.title')}</h2>
      <p>{t('app.serviceUnavailable.body')}</p>
    </section>
  );
}
