import { Link } from 'wouter';
import type {
  ConsoleLotteryEntry,
  ConsoleLotteryEvent,
} from '../../../api/contract/console/lottery.ts';
import { fillPath } from '../../../api/contract/endpoint.ts';
import {
  drawConsoleLotteryEvent,
  exportConsoleLotteryEntries,
  getConsoleLotteryEvent,
  listConsoleLotteryEntries,
  publishConsoleLotteryEvent,
  updateConsoleLotteryEvent,
} from '../../../api/contract/endpoints/console-lottery.ts';
import { useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useAction } from '../../shared/load/use-action.ts';
import { useLoad } from '../../shared/load/use-load.ts';
import { BookingCell, EntryCells } from './EntryCells.tsx';
import { LotteryForm } from './LotteryForm.tsx';
import { lotteryFormOf } from './lottery-form.ts';
import { Winners } from './Winners.tsx';

/**
 * `/hotels/:hotel/lottery/:id`: one event: its setting and tally, publishing it to members,
 * editing it, the draw (once; the scheduled job draws at the result time when nobody has), its
 * winners with their bookings and declines, and its entries with a CSV export.
 */
export function LotteryEventScreen({ params }: ConsoleScreenProps) {
  const hotel = params.hotel ?? '';
  const id = params.id ?? '';
  const t = useCT();
  const call = useConsoleCall();
  const { state, reload } = useLoad(
    async (signal) => {
      const [event, entries] = await Promise.all([
        call(getConsoleLotteryEvent, { params: { hotel, id }, signal }),
        call(listConsoleLotteryEntries, { params: { hotel, id }, signal }),
      ]);
      return { event: event.data, entries: entries.data };
    },
    [call, hotel, id],
  );
  // Kept here, not in the sections: the page reloads after a change, which draws them afresh.
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (text: string) => {
    setNotice(text);
    reload();
  };
  return (
    <>
      {notice ? (
        <p className="cs-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p>
        <Link href={`/hotels/${encodeURIComponent(hotel)}/lottery`}>{t('lottery.event.back')}</Link>
      </p>
      <LoadStatus state={state} retry={reload}>
        {({ event, entries }) => (
          <>
            <Setting event={event} />
            <Publish hotel={hotel} event={event} onChanged={changed} />
            <Edit hotel={hotel} event={event} onSaved={() => changed(t('lottery.edit.saved'))} />
            <Draw
              hotel={hotel}
              event={event}
              onDrawn={(result) =>
                changed(
                  t('lottery.draw.done', {
                    winners: result.winners.length,
                    entries: result.entries,
                  }),
                )
              }
            />
            <Winners hotel={hotel} event={event} entries={entries} />
            <Entries hotel={hotel} event={event} entries={entries} />
          </>
        )}
      </LoadStatus>
    </>
  );
}

function Setting({ event }: { readonly event: ConsoleLotteryEvent }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const when = (iso: string) =>
    intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const rows: [string, string][] = [
    [t('lottery.field.name'), event.name],
    [t('lottery.phase'), t(`lottery.phase.${event.phase}`)],
    [t('lottery.published'), t(event.published ? 'lottery.published.yes' : 'lottery.published.no')],
    [t('lottery.field.plan'), `${event.room_plan_name} (${event.room_plan_code})`],
    [t('lottery.stay'), `${event.stay_from} → ${event.stay_to}`],
    [t('lottery.field.roomsHeld'), String(event.rooms_held)],
    [t('lottery.nights'), `${event.min_nights}–${event.max_nights}`],
    [t('lottery.maxAdults'), String(event.max_adults)],
    [t('lottery.field.entriesOpen'), when(event.entries_open_at)],
    [t('lottery.field.entriesClose'), when(event.entries_close_at)],
    [t('lottery.field.result'), when(event.result_at)],
    [t('lottery.field.deadline'), when(event.reservation_deadline)],
    [t('lottery.tally.entries'), String(event.tally.entries)],
    [t('lottery.tally.winners'), String(event.tally.winners)],
    [t('lottery.tally.booked'), String(event.tally.booked)],
    [t('lottery.tally.declined'), String(event.tally.declined)],
  ];
  return (
    <section aria-labelledby="lottery-setting" className="cs-card">
      <h2 id="lottery-setting">{event.name}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {event.notification ? <p>{event.notification}</p> : null}
    </section>
  );
}

function Publish({
  hotel,
  event,
  onChanged,
}: {
  readonly hotel: string;
  readonly event: ConsoleLotteryEvent;
  readonly onChanged: (text: string) => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const { busy, failure, run } = useAction();
  const flip = () => {
    const published = !event.published;
    run(
      () =>
        call(publishConsoleLotteryEvent, {
          params: { hotel, id: String(event.id) },
          body: { published },
        }),
      () => onChanged(t(published ? 'lottery.publish.done' : 'lottery.unpublish.done')),
    );
  };
  return (
    <section aria-labelledby="lottery-publish">
      <h2 id="lottery-publish">{t('lottery.publish.title')}</h2>
      <p>{t(event.published ? 'lottery.publish.isLive' : 'lottery.publish.isDraft')}</p>
      <button
        type="button"
        className="cs-button cs-primary"
        onClick={flip}
        disabled={busy}
        aria-busy={busy}
      >
        {t(event.published ? 'lottery.unpublish.run' : 'lottery.publish.run')}
      </button>
      <FailureAlert failure={failure} />
    </section>
  );
}

function Edit({
  hotel,
  event,
  onSaved,
}: {
  readonly hotel: string;
  readonly event: ConsoleLotteryEvent;
  readonly onSaved: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="lottery-edit">
      <h2 id="lottery-edit">{t('lottery.edit.title')}</h2>
      <p className="cs-hint">{t('lottery.edit.hint')}</p>
      <button
        type="button"
        className="cs-button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('lottery.edit.open')}
      </button>
      {open ? (
        <div>
          <LotteryForm
            initial={lotteryFormOf(event)}
            submitLabel={t('lottery.edit.submit')}
            onSubmit={async (body) => {
              await call(updateConsoleLotteryEvent, {
                params: { hotel, id: String(event.id) },
                body,
              });
              setOpen(false);
              onSaved();
            }}
          />
        </div>
      ) : null}
    </section>
  );
}

function Draw({
  hotel,
  event,
  onDrawn,
}: {
  readonly hotel: string;
  readonly event: ConsoleLotteryEvent;
  readonly onDrawn: (result: { winners: readonly string[]; entries: number }) => void;
}) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const { busy, failure, run } = useAction();
  const draftOverdue = !event.published && Date.parse(event.result_at) <= Date.now();
  const draw = () =>
    run(
      () => call(drawConsoleLotteryEvent, { params: { hotel, id: String(event.id) }, body: {} }),
      (answer) => onDrawn(answer.data),
    );
  return (
    <section aria-labelledby="lottery-draw">
      <h2 id="lottery-draw">{t('lottery.draw.title')}</h2>
      {event.drawn_at ? (
        <p>
          {t('lottery.draw.drawnAt', {
            date: intl.formatDate(new Date(event.drawn_at), {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </p>
      ) : (
        <>
          {event.published ? (
            <p className="cs-hint">{t('lottery.draw.hint')}</p>
          ) : (
            // The scheduled job and the draw pass over a draft: nobody could enter it.
            <p className={draftOverdue ? 'cs-alert' : 'cs-hint'}>
              {t(draftOverdue ? 'lottery.draw.draftNotDrawn' : 'lottery.draw.draft')}
            </p>
          )}
          <button
            type="button"
            className="cs-button cs-primary"
            onClick={draw}
            disabled={busy || event.phase === 'upcoming' || !event.published}
            aria-busy={busy}
          >
            {t('lottery.draw.run')}
          </button>
        </>
      )}
      <FailureAlert failure={failure} />
    </section>
  );
}

function Entries({
  hotel,
  event,
  entries,
}: {
  readonly hotel: string;
  readonly event: ConsoleLotteryEvent;
  readonly entries: readonly ConsoleLotteryEntry[];
}) {
  const t = useCT();
  const csv = fillPath(exportConsoleLotteryEntries.path, { hotel, id: String(event.id) });
  return (
    <section aria-labelledby="lottery-entries">
      <h2 id="lottery-entries">{t('lottery.entries.title', { count: entries.length })}</h2>
      <p>
        <a className="cs-button" href={csv} download={`lottery-${event.id}-entries.csv`}>
          {t('lottery.entries.csv')}
        </a>
      </p>
      {entries.length === 0 ? (
        <p>{t('lottery.entries.none')}</p>
      ) : (
        <div className="cs-table-wrap">
          <table className="cs-table">
            <thead>
              <tr>
                <th scope="col">{t('lottery.entries.number')}</th>
                <th scope="col">{t('lottery.entries.member')}</th>
                <th scope="col">{t('lottery.entries.nights')}</th>
                <th scope="col">{t('lottery.entries.adults')}</th>
                <th scope="col">{t('lottery.entries.status')}</th>
                <th scope="col">{t('lottery.entries.booking')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.entry_number}>
                  <EntryCells entry={entry} />
                  <td>{entry.adults}</td>
                  <td>{t(`lottery.status.${entry.status}`)}</td>
                  <BookingCell hotel={hotel} entry={entry} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
