import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { LotteryEntry, LotteryEntryInput, LotteryEvent } from '../../api/contract/lottery.ts';
import { type ApiError, toApiError } from '../../api/errors/index.ts';
import { useIntl, useLocale, useT } from '../../i18n/react.tsx';
import { stayDate } from '../../i18n/stay-date.ts';
import { useRef, useState } from '../../react.ts';
import { daysBetween, isIsoDate } from '../../rules/dates.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { TextField } from '../../shared/form/Field.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { entryHref } from '../../shared/lottery/entry-status.ts';
import { currentMember } from '../../shared/member/member-session.ts';
import { RequireMember } from '../../shared/member/RequireMember.tsx';
import { authAtom } from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { EventSummary } from './EventSummary.tsx';
import { createEntry, loadEntry, loadEvent, updateEntry } from './lottery-api.ts';
import { LOTTERY_CSS } from './lottery-css.ts';
import { lotteryErrorMessage } from './lottery-errors.ts';
import { stayFits } from './stay-choice.ts';

addWidgetStyles(LOTTERY_CSS);

/** The stay asked for: from the event screen's query, or the entry being changed. */
interface Stay {
  checkin: string;
  checkout: string;
  adults: number;
}

/**
 * /room-lottery/guest-detail (signed-in members): the entry's name and stay, sent as a new
 * entry (`lottery_event`, `checkin`, `checkout`, `adults` in the query) or as a change of the
 * member's entry (`current_lottery_entry`). What was typed stays on an error.
 */
export function LotteryGuestDetailScreen({ config }: { config: WidgetConfig }) {
  return (
    <RequireMember>
      <GuestDetail hotelCode={config.hotelCode} />
    </RequireMember>
  );
}

function GuestDetail({ hotelCode }: { hotelCode: string }) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const Title = useHeading(1);
  const query = new URLSearchParams(useSearch());
  const current = query.get('current_lottery_entry');
  const eventId = query.get('lottery_event') ?? '';
  const loaded = useLoad(
    async (signal): Promise<{ event: LotteryEvent; entry: LotteryEntry | null }> => {
      if (current) {
        const entry = await loadEntry(api, current, signal);
        return { event: entry.event, entry };
      }
      return { event: await loadEvent(api, eventId, signal), entry: null };
    },
    [api, current, eventId],
  );
  const fromQuery: Stay = {
    checkin: query.get('checkin') ?? '',
    checkout: query.get('checkout') ?? '',
    adults: Number(query.get('adults') ?? '2'),
  };
  const value = loaded.value;
  return (
    <section className="hb-lt" aria-labelledby="hb-lt-title">
      <Title id="hb-lt-title">{t('lottery.guest.title')}</Title>
      <LoadStatus
        loading={loaded.loading}
        error={loaded.error}
        message={(error) => lotteryErrorMessage(intl, error)}
      />
      {value && <EventSummary event={value.event} />}
      {value && (
        <EntryForm
          hotelCode={hotelCode}
          event={value.event}
          entry={value.entry}
          stay={
            value.entry
              ? {
                  checkin: value.entry.checkin_date,
                  checkout: value.entry.checkout_date,
                  adults: value.entry.adults,
                }
              : fromQuery
          }
        />
      )}
    </section>
  );
}

function EntryForm(props: {
  hotelCode: string;
  event: LotteryEvent;
  entry: LotteryEntry | null;
  stay: Stay;
}) {
  const { event, entry, stay } = props;
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const { locale } = useLocale();
  const [, navigate] = useLocation();
  const member = currentMember(useAtomValue(authAtom));
  const [firstName, setFirstName] = useState(entry?.first_name ?? member?.first_name ?? '');
  const [lastName, setLastName] = useState(entry?.last_name ?? member?.last_name ?? '');
  const [missing, setMissing] = useState<{ first?: true; last?: true }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const firstRef = useRef<HTMLInputElement | null>(null);
  const lastRef = useRef<HTMLInputElement | null>(null);
  const valid =
    isIsoDate(stay.checkin) &&
    isIsoDate(stay.checkout) &&
    stayFits(event, stay.checkin, daysBetween(stay.checkin, stay.checkout));
  if (!valid)
    return (
      <p className="hb-error" role="alert">
        {t('lottery.field.invalid', { to: stayDate(intl, event.stay_to) })}
      </p>
    );
  const nights = daysBetween(stay.checkin, stay.checkout);
  const submit = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    const gaps = {
      ...(firstName.trim() ? {} : { first: true as const }),
      ...(lastName.trim() ? {} : { last: true as const }),
    };
    setMissing(gaps);
    if (gaps.first) return firstRef.current?.focus();
    if (gaps.last) return lastRef.current?.focus();
    if (busy) return;
    const body: LotteryEntryInput = {
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      adults: stay.adults,
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      locale,
    };
    setBusy(true);
    setFailure(null);
    try {
      const saved = entry
        ? await updateEntry(api, entry.entry_number, body)
        : await createEntry(api, { lottery_event_id: event.id, ...body });
      navigate(entryHref(props.hotelCode, saved.entry_number));
    } catch (error) {
      setFailure(toApiError(error));
      setBusy(false);
    }
  };
  return (
    <form className="hb-lt-form" onSubmit={submit} noValidate>
      <p>
        {t('lottery.stay', {
          checkin: stayDate(intl, stay.checkin),
          checkout: stayDate(intl, stay.checkout),
          nights,
          adults: stay.adults,
        })}
      </p>
      <TextField
        label={t('lottery.field.lastName')}
        value={lastName}
        onChange={setLastName}
        error={missing.last && t('lottery.field.required')}
        autoComplete="family-name"
        maxLength={50}
        required
        name="last_name"
        inputRef={lastRef}
      />
      <TextField
        label={t('lottery.field.firstName')}
        value={firstName}
        onChange={setFirstName}
        error={missing.first && t('lottery.field.required')}
        autoComplete="given-name"
        maxLength={50}
        required
        name="first_name"
        inputRef={firstRef}
      />
      {failure && (
        <p className="hb-error" role="alert">
          {lotteryErrorMessage(intl, failure)}
        </p>
      )}
      <div>
        <button type="submit" className="hb-btn" disabled={busy} aria-disabled={busy}>
          {entry ? t('lottery.guest.update') : t('lottery.guest.submit')}
        </button>
      </div>
    </form>
  );
}
