import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { LotteryEvent } from '../../api/contract/lottery.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { stayDate } from '../../i18n/stay-date.ts';
import { useState } from '../../react.ts';
import { addDays } from '../../rules/dates.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { SelectField } from '../../shared/form/Field.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { EventSummary } from './EventSummary.tsx';
import { loadEvent } from './lottery-api.ts';
import { LOTTERY_CSS } from './lottery-css.ts';
import { checkinChoices, nightChoices } from './stay-choice.ts';

addWidgetStyles(LOTTERY_CSS);

/**
 * /room-lottery?lottery_event={id}: the event (what is held, the stay window and nights, the
 * entry period, result date and deadline in the hotel's time zone) and the stay to enter for.
 * "Continue" goes to the entry's guest detail, which asks the member to sign in.
 */
export function LotteryEventScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  const api = useApi();
  const Title = useHeading(1);
  const id = new URLSearchParams(useSearch()).get('lottery_event') ?? '';
  const event = useLoad((signal) => loadEvent(api, id, signal), [api, id]);
  return (
    <section className="hb-lt" aria-labelledby="hb-lt-title">
      <Title id="hb-lt-title">{event.value?.name ?? t('lottery.title')}</Title>
      <LoadStatus loading={event.loading} error={event.error} />
      {event.value && <EventSummary event={event.value} />}
      {event.value &&
        (event.value.phase === 'open' ? (
          <StayForm event={event.value} hotelCode={config.hotelCode} />
        ) : (
          <p role="status">{t('lottery.event.closed')}</p>
        ))}
    </section>
  );
}

function StayForm({ event, hotelCode }: { event: LotteryEvent; hotelCode: string }) {
  const t = useT();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const days = checkinChoices(event);
  const [checkin, setCheckin] = useState(days[0] ?? event.stay_from);
  const nights = nightChoices(event, checkin);
  const [night, setNight] = useState(String(nights[0] ?? event.min_nights));
  const [adults, setAdults] = useState(String(Math.min(2, event.max_adults)));
  const chosenNights = nights.includes(Number(night)) ? Number(night) : (nights[0] ?? 1);
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    const query = new URLSearchParams({
      code: hotelCode,
      lottery_event: String(event.id),
      checkin,
      checkout: addDays(checkin, chosenNights),
      adults,
    });
    navigate(`/room-lottery/guest-detail?${query}`);
  };
  return (
    <form className="hb-lt-form" onSubmit={submit} noValidate>
      <SelectField
        label={t('lottery.field.checkin')}
        value={checkin}
        onChange={setCheckin}
        name="checkin"
      >
        {days.map((day) => (
          <option key={day} value={day}>
            {stayDate(intl, day)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('lottery.field.nights')}
        value={String(chosenNights)}
        onChange={setNight}
        name="nights"
      >
        {nights.map((n) => (
          <option key={n} value={n}>
            {intl.formatNumber(n)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('lottery.field.adults')}
        value={adults}
        onChange={setAdults}
        name="adults"
      >
        {Array.from({ length: event.max_adults }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {intl.formatNumber(n)}
          </option>
        ))}
      </SelectField>
      <div>
        <button type="submit" className="hb-btn">
          {t('lottery.continue')}
        </button>
      </div>
    </form>
  );
}
