import { Link } from 'wouter';
import { CreateConsoleLotteryEventSchema } from '../../../api/contract/console/lottery.ts';
import {
  createConsoleLotteryEvent,
  listConsoleLotteryEvents,
} from '../../../api/contract/endpoints/console-lottery.ts';
import { useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import {
  EMPTY_LOTTERY_FORM,
  type LotteryFormValues,
  lotteryInput,
  lotteryReason,
} from './lottery-form.ts';

/** The event's nights, counts and times, in the order a planner thinks of them. */
const WINDOW_FIELDS: readonly (readonly [
  keyof LotteryFormValues,
  ConsoleMessageId,
  'date' | 'datetime-local' | 'count',
])[] = [
  ['stay_from', 'lottery.field.stayFrom', 'date'],
  ['stay_to', 'lottery.field.stayTo', 'date'],
  ['rooms_held', 'lottery.field.roomsHeld', 'count'],
  ['min_nights', 'lottery.field.minNights', 'count'],
  ['max_nights', 'lottery.field.maxNights', 'count'],
  ['entries_open_at', 'lottery.field.entriesOpen', 'datetime-local'],
  ['entries_close_at', 'lottery.field.entriesClose', 'datetime-local'],
  ['result_at', 'lottery.field.result', 'datetime-local'],
  ['reservation_deadline', 'lottery.field.deadline', 'datetime-local'],
];

/** The catalogue's 1105: a night of the stay window has fewer free rooms than would be held. */
const ROOMS_SHORT = 1105;

/**
 * `/hotels/:hotel/lottery`: the hotel's lottery events (each opens its own page) and a form to
 * set up a new one, whose rooms are held at once on every night of its stay window.
 */
export function LotteryScreen({ params }: ConsoleScreenProps) {
  const hotel = params.hotel ?? '';
  const t = useCT();
  const call = useConsoleCall();
  const [created, setCreated] = useState<string | null>(null);
  const { state, reload } = useLoad(
    (signal) => call(listConsoleLotteryEvents, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel],
  );
  const form = useConsoleForm({
    initial: EMPTY_LOTTERY_FORM,
    schema: CreateConsoleLotteryEventSchema,
    toInput: lotteryInput,
    reasonText: lotteryReason,
    errorCodes: { [ROOMS_SHORT]: 'lottery.roomsShort' },
    onSubmit: async (body) => {
      setCreated(null);
      const answer = await call(createConsoleLotteryEvent, { params: { hotel }, body });
      setCreated(answer.data.name);
      reload();
    },
  });
  return (
    <>
      <p className="cs-hint">{t('lottery.intro')}</p>
      <LoadStatus state={state} retry={reload}>
        {(events) =>
          events.length === 0 ? (
            <p>{t('lottery.none')}</p>
          ) : (
            <div className="cs-table-wrap">
              <table className="cs-table">
                <caption>{t('lottery.listCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('lottery.field.name')}</th>
                    <th scope="col">{t('lottery.stay')}</th>
                    <th scope="col">{t('lottery.phase')}</th>
                    <th scope="col">{t('lottery.tally.entries')}</th>
                    <th scope="col">{t('lottery.tally.winners')}</th>
                  </tr>
                </thead>
                <tbody>
                  {events.map((event) => (
                    <tr key={event.id}>
                      <th scope="row">
                        <Link href={`/hotels/${encodeURIComponent(hotel)}/lottery/${event.id}`}>
                          {event.name}
                        </Link>
                      </th>
                      <td>
                        <bdi>
                          {event.stay_from} → {event.stay_to}
                        </bdi>
                      </td>
                      <td>{t(`lottery.phase.${event.phase}`)}</td>
                      <td>{event.tally.entries}</td>
                      <td>{event.tally.winners}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadStatus>
      <section aria-labelledby="lottery-new">
        <h2 id="lottery-new">{t('lottery.create.title')}</h2>
        {created ? (
          <p className="cs-notice" role="status">
            {t('lottery.created', { name: created })}
          </p>
        ) : null}
        <form onSubmit={form.submit} noValidate>
          <ErrorSummary form={form} />
          <TextField form={form} name="name" label={t('lottery.field.name')} />
          <TextField
            form={form}
            name="plan_code"
            label={t('lottery.field.plan')}
            hint={t('lottery.field.planHint')}
            ltr
          />
          <TextField
            form={form}
            name="notification"
            label={t('lottery.field.notification')}
            multiline
            optional
          />
          {WINDOW_FIELDS.map(([name, label, type]) => (
            <TextField
              key={name}
              form={form}
              name={name}
              label={t(label)}
              {...(type === 'count' ? { inputMode: 'numeric' } : { type })}
            />
          ))}
          <SubmitButton form={form}>{t('lottery.create.submit')}</SubmitButton>
        </form>
      </section>
    </>
  );
}
