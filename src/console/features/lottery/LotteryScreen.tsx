import { Link } from 'wouter';
import {
  createConsoleLotteryEvent,
  listConsoleLotteryEvents,
} from '../../../api/contract/endpoints/console-lottery.ts';
import { useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { LotteryForm } from './LotteryForm.tsx';
import { EMPTY_LOTTERY_FORM } from './lottery-form.ts';

/**
 * `/hotels/:hotel/lottery`: the hotel's lottery events (each opens its own page) and a form to
 * set up a new one, whose rooms are held at once on every night of its stay window. A new event
 * is a draft: members see it once it is published from its page.
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
                    <th scope="col">{t('lottery.published')}</th>
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
                      <td>
                        {t(event.published ? 'lottery.published.yes' : 'lottery.published.no')}
                      </td>
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
        <LotteryForm
          initial={EMPTY_LOTTERY_FORM}
          submitLabel={t('lottery.create.submit')}
          onSubmit={async (body) => {
            setCreated(null);
            const answer = await call(createConsoleLotteryEvent, { params: { hotel }, body });
            setCreated(answer.data.name);
            reload();
          }}
        />
      </section>
    </>
  );
}
