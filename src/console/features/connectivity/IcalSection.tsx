import {
  CreateIcalExportSchema,
  CreateIcalFeedSchema,
} from '../../../api/contract/console/connectivity.ts';
import {
  createIcalExport,
  createIcalFeed,
  getIcalOverview,
  removeIcalFeed,
  revokeIcalExport,
} from '../../../api/contract/endpoints/console-connectivity.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { ShownOnce } from '../../shared/secrets/ShownOnce.tsx';
import { reasonText } from '../settings/reason-text.ts';
import { urlReasonText } from './url-reason.ts';

/**
 * iCal: secret export URLs per room type (the URL shown once, revoked here) and import feeds of
 * other sites (added, removed, with their last fetch and the nights they closed over bookings).
 */
export function IcalSection({ hotel }: { readonly hotel: string }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const [exportUrl, setExportUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const overview = useLoad(
    (signal) => call(getIcalOverview, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel],
  );
  const exportForm = useConsoleForm({
    initial: { room_type_code: '' },
    schema: CreateIcalExportSchema,
    reasonText,
    onSubmit: async (body) => {
      const answer = await call(createIcalExport, { params: { hotel }, body });
      setExportUrl(answer.data.url);
      overview.reload();
    },
  });
  const feedForm = useConsoleForm({
    initial: { room_type_code: '', url: '', name: '' },
    schema: CreateIcalFeedSchema,
    reasonText: urlReasonText,
    onSubmit: async (body) => {
      await call(createIcalFeed, { params: { hotel }, body });
      overview.reload();
    },
  });
  const act = (done: Promise<unknown>) => {
    setFailure(null);
    done.then(() => overview.reload(), setFailure);
  };
  const when = (iso: string) =>
    intl.formatDate(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-labelledby="connectivity-ical">
      <h2 id="connectivity-ical">{t('connectivity.ical.title')}</h2>
      <p>{t('connectivity.ical.intro')}</p>
      <FailureAlert failure={failure} />
      <h3>{t('connectivity.ical.exports')}</h3>
      {exportUrl ? (
        <ShownOnce
          note={t('connectivity.ical.shownOnce')}
          shown={exportUrl}
          copyLabel={t('connectivity.ical.copy')}
        />
      ) : null}
      <form onSubmit={exportForm.submit} noValidate>
        <ErrorSummary form={exportForm} />
        <TextField
          form={exportForm}
          name="room_type_code"
          label={t('connectivity.ical.roomType')}
          hint={t('connectivity.ical.roomTypeHint')}
        />
        <SubmitButton form={exportForm}>{t('connectivity.ical.createExport')}</SubmitButton>
      </form>
      <LoadStatus state={overview.state} retry={overview.reload}>
        {({ exports }) =>
          exports.length === 0 ? (
            <p>{t('connectivity.ical.noExports')}</p>
          ) : (
            <ul className="cs-list">
              {exports.map((e) => (
                <li key={e.id}>
                  <bdi className="cs-code">{e.room_type_code}</bdi> {t('connectivity.created')}{' '}
                  {when(e.created_at)}{' '}
                  {e.revoked_at ? (
                    t('connectivity.revoked')
                  ) : (
                    <button
                      type="button"
                      className="cs-button cs-danger"
                      onClick={() =>
                        act(call(revokeIcalExport, { params: { hotel, id: String(e.id) } }))
                      }
                    >
                      {t('connectivity.ical.revokeExport', { room: e.room_type_code })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LoadStatus>
      <h3>{t('connectivity.ical.feeds')}</h3>
      <form onSubmit={feedForm.submit} noValidate>
        <ErrorSummary form={feedForm} />
        <TextField
          form={feedForm}
          name="room_type_code"
          label={t('connectivity.ical.roomType')}
          hint={t('connectivity.ical.roomTypeHint')}
        />
        <TextField form={feedForm} name="name" label={t('connectivity.ical.feedName')} />
        <TextField
          form={feedForm}
          name="url"
          label={t('connectivity.ical.feedUrl')}
          hint={t('connectivity.ical.feedUrlHint')}
        />
        <SubmitButton form={feedForm}>{t('connectivity.ical.addFeed')}</SubmitButton>
      </form>
      <LoadStatus state={overview.state} retry={overview.reload}>
        {({ feeds }) =>
          feeds.length === 0 ? (
            <p>{t('connectivity.ical.noFeeds')}</p>
          ) : (
            <ul className="cs-list">
              {feeds.map((f) => (
                <li key={f.id}>
                  <p>
                    <strong>
                      <bdi>{f.name}</bdi>
                    </strong>{' '}
                    <bdi className="cs-code">{f.room_type_code}</bdi> <bdi>{f.url}</bdi>
                  </p>
                  <p>
                    {f.last_fetched_at === null
                      ? t('connectivity.ical.notFetched')
                      : t(
                          f.last_outcome === 'ok'
                            ? 'connectivity.ical.fetchedOk'
                            : 'connectivity.ical.fetchFailed',
                          { when: when(f.last_fetched_at) },
                        )}
                    {f.last_error ? (
                      <>
                        {' '}
                        <bdi>{f.last_error}</bdi>
                      </>
                    ) : null}
                  </p>
                  {f.conflicts.length > 0 ? (
                    <div className="cs-alert">
                      <p>{t('connectivity.ical.conflicts')}</p>
                      <ul>
                        {f.conflicts.map((c) => (
                          <li key={c.date}>
                            {t('connectivity.ical.conflict', {
                              date: intl.formatDate(new Date(`${c.date}T00:00:00Z`), {
                                dateStyle: 'medium',
                                timeZone: 'UTC',
                              }),
                              booked: c.booked,
                            })}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  <button
                    type="button"
                    className="cs-button cs-danger"
                    onClick={() =>
                      act(call(removeIcalFeed, { params: { hotel, id: String(f.id) } }))
                    }
                  >
                    {t('connectivity.ical.removeFeed', { name: f.name })}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadStatus>
    </section>
  );
}
