import { useLocation } from 'wouter';
import { AssistQueryAnswerSchema } from '../../api/contract/agency.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useId, useState } from '../../react.ts';
import { otaFetch } from '../../shared/agency/ota-fetch.ts';
import { OTA_PATHS } from '../../shared/agency/ota-paths.ts';
import { searchAddress } from './search-query.ts';

/**
 * Assisted search: a request in the guest's own words becomes the search's filters (shown as
 * chips on the results, each editable or removable) through `POST /api/ota/v1/hotels/assist`.
 */
export function AssistBox({ apiBase, initial = '' }: { apiBase: string; initial?: string }) {
  const t = useT();
  const { locale } = useLocale();
  const [, navigate] = useLocation();
  const [text, setText] = useState(initial);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const id = useId();
  const submit = async () => {
    if (!text.trim()) return;
    setState('busy');
    try {
      const answer = await otaFetch(
        apiBase,
        { path: OTA_PATHS.assist, response: AssistQueryAnswerSchema },
        { body: { text: text.trim(), locale } },
      );
      setState('idle');
      navigate(searchAddress({ ...answer.data.query, request: text.trim() }));
    } catch {
      setState('failed');
    }
  };
  return (
    <form
      className="hb-agency-assist"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="hb-label" htmlFor={id}>
        {t('agency.assist.label')}
      </label>
      <p className="hb-muted" id={`${id}-hint`}>
        {t('agency.assist.hint')}
      </p>
      <div className="hb-agency-assist-row">
        <textarea
          id={id}
          className="hb-input"
          rows={2}
          maxLength={500}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit" className="hb-btn" disabled={state === 'busy'}>
          {t('agency.assist.submit')}
        </button>
      </div>
      {state === 'busy' && (
        <p className="hb-loader" role="status">
          {t('agency.assist.busy')}
        </p>
      )}
      {state === 'failed' && (
        <p className="hb-error" role="alert">
          {t('agency.assist.failed')}
        </p>
      )}
    </form>
  );
}
