import { useAtomValue } from 'jotai';
import * as v from 'valibot';
import { DateSchema } from '../../../api/contract/common.ts';
import type { AuditEntry } from '../../../api/contract/console/audit.ts';
import { listConsoleAudit } from '../../../api/contract/endpoints/console-audit.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import {
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { Problem } from '../../shared/load/Problem.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { AuditDiff } from './AuditDiff.tsx';

/** The filters as typed: each optional (empty: any). */
const FilterSchema = v.object({
  actor: v.pipe(v.string(), v.trim(), v.maxLength(254)),
  hotel: v.string(),
  action: v.pipe(v.string(), v.trim(), v.maxLength(80)),
  from: v.union([v.literal(''), DateSchema]),
  to: v.union([v.literal(''), DateSchema]),
});
type Filters = v.InferOutput<typeof FilterSchema>;

const NO_FILTERS: Filters = { actor: '', hotel: '', action: '', from: '', to: '' };

/** The query of the filters: only those given. */
function queryOf(filters: Filters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/**
 * The brand's audit log: every change made in the console, newest first, filtered by who,
 * hotel, what and days, a page at a time ("Older changes" adds the next). Each entry: when,
 * who, which hotel, what, and its change as before → after, value by value.
 */
export function AuditScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const hotels = useAtomValue(sessionAtom)?.hotels ?? [];
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { state, reload, update } = useLoad(
    (signal) => call(listConsoleAudit, { query: queryOf(filters), signal }),
    [call, filters],
  );
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const form = useConsoleForm({
    initial: NO_FILTERS,
    schema: FilterSchema,
    onSubmit: async (next: Filters) => setFilters(next),
  });

  const more = async (before: number) => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await call(listConsoleAudit, {
        query: { ...queryOf(filters), before: String(before) },
      });
      update((shown) => ({
        entries: [...shown.entries, ...page.entries],
        next_before: page.next_before,
      }));
    } catch (error) {
      setMoreError(t(consoleErrorId(error)));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <form onSubmit={form.submit} noValidate className="cs-filters">
        <ErrorSummary form={form} />
        <TextField form={form} name="actor" label={t('audit.filter.actor')} optional ltr />
        <SelectField
          form={form}
          name="hotel"
          label={t('audit.filter.hotel')}
          options={[
            { value: '', label: t('audit.filter.anyHotel') },
            ...hotels.map((hotel) => ({ value: hotel.code, label: hotel.name })),
          ]}
        />
        <TextField
          form={form}
          name="action"
          label={t('audit.filter.action')}
          hint={t('audit.filter.actionHint')}
          optional
          ltr
        />
        <TextField form={form} name="from" type="date" label={t('audit.filter.from')} optional />
        <TextField form={form} name="to" type="date" label={t('audit.filter.to')} optional />
        <SubmitButton form={form}>{t('audit.filter.apply')}</SubmitButton>
      </form>
      <LoadStatus state={state} retry={reload}>
        {(page) =>
          page.entries.length === 0 ? (
            <p>{t('audit.empty')}</p>
          ) : (
            <>
              <AuditTable entries={page.entries} />
              <Problem text={moreError} />
              {page.next_before === null ? null : (
                <button
                  type="button"
                  className="cs-button"
                  disabled={loadingMore}
                  aria-busy={loadingMore || undefined}
                  onClick={() => void more(page.next_before ?? 0)}
                >
                  {loadingMore ? t('form.busy') : t('audit.older')}
                </button>
              )}
            </>
          )
        }
      </LoadStatus>
    </>
  );
}

function AuditTable({ entries }: { readonly entries: readonly AuditEntry[] }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const hotels = useAtomValue(sessionAtom)?.hotels ?? [];
  const hotelName = (code: string) => hotels.find((hotel) => hotel.code === code)?.name ?? code;
  return (
    <div className="cs-table-wrap">
      <table className="cs-table">
        <caption className="cs-visually-hidden">{t('audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.hotel')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.change')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>
                  {intl.formatDate(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </td>
              <td className="cs-code">{entry.actor.email}</td>
              <td>{entry.hotel === null ? t('audit.brandWide') : hotelName(entry.hotel)}</td>
              <td>
                <span className="cs-code">{entry.action}</span>
                <br />
                <span className="cs-code cs-muted">{entry.target}</span>
              </td>
              <td>
                <AuditDiff before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
