import { useSearch } from 'wouter';
import type { CurrentPoint } from '../../api/contract/points.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useMemo, useRef, useState } from '../../react.ts';
import { DIGICO_POINTS_VALIDITY_DAYS } from '../../rules/points.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { TextField } from '../../shared/form/Field.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { accountErrorText } from './account-errors.ts';
import { Pager } from './Pager.tsx';
import { PointHistoryTable } from './PointHistoryTable.tsx';
import { exchangePoints, loadCurrentPoint, loadPointHistory } from './points-api.ts';
import {
  exchangeAmountError,
  HISTORY_SCOPES,
  historyHref,
  historyQueryFrom,
} from './points-history.ts';
import { useSubmit } from './use-submit.ts';

/** /my-account/points: balance and rank, the paged history, and the point exchange. */
export function PointsScreen() {
  return (
    <AccountFrame>
      <PointsArea />
    </AccountFrame>
  );
}

function PointsArea() {
  const t = useT();
  const api = useApi();
  const [version, setVersion] = useState(0);
  const current = useLoad((signal) => loadCurrentPoint(api, signal), [api, version]);
  const point = current.value;
  return (
    <>
      <LoadStatus loading={current.loading} error={current.error} />
      {point && !point.program_enabled && (
        <p className="hb-muted">{t('account.points.unavailable')}</p>
      )}
      {point?.program_enabled && (
        <>
          <Balance point={point} />
          <History version={version} />
          <Exchange balance={point.total_point} onDone={() => setVersion((n) => n + 1)} />
        </>
      )}
    </>
  );
}

function Balance({ point }: { point: CurrentPoint }) {
  const t = useT();
  const intl = useIntl();
  const Heading = useHeading(2);
  return (
    <section className="hb-card" aria-labelledby="hb-pt-balance">
      <Heading id="hb-pt-balance" className="hb-ac-heading">
        {t('account.points.title')}
      </Heading>
      <dl className="hb-ac-dl">
        <dt>{t('account.points.balance')}</dt>
        <dd className="hb-pt-balance" data-testid="points-balance">
          {t('account.points.amount', { points: point.total_point })}
        </dd>
        <dt>{t('account.points.future')}</dt>
        <dd>{t('account.points.amount', { points: point.future_point })}</dd>
        <dt>{t('account.points.rank')}</dt>
        <dd>
          {t(`account.points.rank.${point.rank.code}`)}{' '}
          <span className="hb-muted">
            (
            {t('account.points.ranking', { points: intl.formatNumber(point.ranking_points_value) })}
            )
          </span>
        </dd>
      </dl>
      <p className="hb-muted hb-small">
        {t('account.points.rule', { step: point.point_step, minimum: point.point_minimum })}
      </p>
    </section>
  );
}

function History({ version }: { version: number }) {
  const t = useT();
  const api = useApi();
  const search = useSearch();
  const Heading = useHeading(2);
  const query = useMemo(() => historyQueryFrom(search), [search]);
  const history = useLoad(
    (signal) => loadPointHistory(api, query, signal),
    [api, query.scope, query.page, version],
  );
  const answer = history.value;
  return (
    <section className="hb-card" aria-labelledby="hb-pt-history">
      <Heading id="hb-pt-history" className="hb-ac-heading">
        {t('account.points.history')}
      </Heading>
      <nav aria-label={t('account.points.scopes')}>
        <ul className="hb-ac-groups">
          {HISTORY_SCOPES.map((scope) => (
            <li key={scope}>
              <StepLink
                className="hb-link"
                href={historyHref(search, { scope, page: 1 })}
                {...(scope === query.scope ? { 'aria-current': 'page' as const } : {})}
              >
                {t(
                  scope === 'current'
                    ? 'account.points.scope.current'
                    : 'account.points.scope.future',
                )}
              </StepLink>
            </li>
          ))}
        </ul>
      </nav>
      <LoadStatus loading={history.loading} />
      {history.error && (
        <div role="alert">
          <p className="hb-error">{t('account.points.historyFailed')}</p>
          <button type="button" className="hb-btn hb-btn-quiet" onClick={history.reload}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {answer && answer.data.length === 0 && <p className="hb-muted">{t('account.points.none')}</p>}
      {answer && answer.data.length > 0 && (
        <PointHistoryTable entries={answer.data} labelledBy="hb-pt-history" />
      )}
      {answer && (
        <Pager
          page={answer.page}
          pages={answer.total_pages}
          label={t('account.points.paging')}
          hrefOf={(page) => historyHref(search, { ...query, page })}
        />
      )}
    </section>
  );
}

function Exchange({ balance, onDone }: { balance: number; onDone: () => void }) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const Heading = useHeading(2);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<ReturnType<typeof exchangeAmountError>>();
  const [done, setDone] = useState<number | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const submit = useSubmit();

  const send = async () => {
    setDone(null);
    const problem = exchangeAmountError(typed, balance);
    setError(problem);
    if (problem) return input.current?.focus();
    const amount = Number(typed.trim());
    const result = await submit.run(() => exchangePoints(api, amount));
    if (result.ok) {
      setTyped('');
      setDone(amount);
      onDone();
    }
  };

  return (
    <section className="hb-card" aria-labelledby="hb-pt-exchange">
      <Heading id="hb-pt-exchange" className="hb-ac-heading">
        {t('account.points.exchange.title')}
      </Heading>
      <p className="hb-muted">
        {t('account.points.exchange.note', { days: DIGICO_POINTS_VALIDITY_DAYS })}
      </p>
      <div role="status">
        {done !== null && (
          <p className="hb-ac-ok">{t('account.points.exchange.done', { points: done })}</p>
        )}
      </div>
      <form
        className="hb-form hb-ac-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextField
          name="exchange_amount"
          label={t('account.points.exchange.amount')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          required
          value={typed}
          onChange={(value) => {
            setTyped(value);
            if (error) setError(undefined);
          }}
          error={error && t(error, { balance })}
          inputRef={(node) => {
            input.current = node;
          }}
        />
        <div role="alert">
          {submit.failure && <p className="hb-error">{accountErrorText(intl, submit.failure)}</p>}
        </div>
        <div className="hb-ac-actions">
          <button type="submit" className="hb-btn" disabled={submit.busy}>
            {t('account.points.exchange.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
