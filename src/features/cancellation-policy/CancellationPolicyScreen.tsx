import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { listCancellationPolicies } from '../../api/contract/endpoints/hotels.ts';
import type { CancellationPolicy } from '../../api/contract/index.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { toApiError } from '../../api/errors/index.ts';
import { useT } from '../../i18n/react.tsx';
import { useEffect, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { LoadStatus } from '../../shared/loading/LoadStatus.tsx';
import { policyLines } from '../../shared/policy/policy-lines.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiError }
  | { status: 'ready'; policies: CancellationPolicy[] };

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
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    callEndpoint(api, listCancellationPolicies, { params: { code: config.hotelCode } }).then(
      (answer) => {
        if (active) setLoaded({ status: 'ready', policies: answer.data });
      },
      (failure: unknown) => {
        if (active) setLoaded({ status: 'failed', error: toApiError(failure) });
      },
    );
    return () => {
      active = false;
    };
  }, [api, config.hotelCode]);

  const shown =
    loaded.status === 'ready' ? loaded.policies.filter((p) => !wanted || p.code === wanted) : [];
  return (
    <section className="hb-pol">
      <h2>{t('pol.title')}</h2>
      <LoadStatus
        loading={loaded.status === 'loading'}
        error={loaded.status === 'failed' ? loaded.error : undefined}
      />
      {loaded.status === 'ready' && shown.length === 0 && (
        <p className="hb-pol-empty">{t('pol.noData')}</p>
      )}
      {shown.map((policy) => (
        <article key={policy.code} className="hb-pol-item">
          <h3 className="hb-pol-name">{policy.title}</h3>
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
