import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { listCancellationPolicies } from '../../api/contract/endpoints/hotels.ts';
import { useT } from '../../i18n/react.tsx';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { POLICY_CSS } from '../../shared/policy/policy-css.ts';
import { policyLines } from '../../shared/policy/policy-lines.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';

addWidgetStyles(POLICY_CSS);

/**
 * /cancellation-policy: the hotel's cancellation policies, each with its title and lines in the
 * active locale. `?policy=` (or `cancellation_policy_code=`) shows only that policy; an unknown
 * code shows the no-data message, a failed fetch the error's text (doc 2 §8).
 */
export function CancellationPolicyScreen({ config }: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const params = new URLSearchParams(useSearch());
  const wanted = params.get('policy') ?? params.get('cancellation_policy_code') ?? '';
  const policies = useLoad(
    () =>
      callEndpoint(api, listCancellationPolicies, { params: { code: config.hotelCode } }).then(
        (answer) => answer.data,
      ),
    [api, config.hotelCode],
  );

  const Title = useHeading(1);
  const Item = useHeading(2);
  const shown = policies.value?.filter((p) => !wanted || p.code === wanted) ?? [];
  return (
    <section className="hb-pol">
      <Title className="hb-screen-title">{t('pol.title')}</Title>
      <LoadStatus loading={policies.loading} error={policies.error} />
      {policies.value && shown.length === 0 && <p className="hb-pol-empty">{t('pol.noData')}</p>}
      {shown.map((policy) => (
        <article key={policy.code} className="hb-pol-item">
          <Item className="hb-pol-name">
            <bdi>{policy.title}</bdi>
          </Item>
          <ul className="hb-pol-lines">
            {policyLines(policy, t).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
