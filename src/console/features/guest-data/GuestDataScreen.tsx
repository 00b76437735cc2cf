import * as v from 'valibot';
import type { GuestDataSummary } from '../../../api/contract/console/guest-data.ts';
import { fillPath } from '../../../api/contract/endpoint.ts';
import {
  eraseGuestData,
  exportGuestData,
  findGuestData,
} from '../../../api/contract/endpoints/console-guest-data.ts';
import { EmailSchema } from '../../../api/contract/reservation.ts';
import { formatMoney } from '../../../money/format-money.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/**
 * `/guest-data`: what the brand holds about an e-mail address, its JSON export (a download),
 * and its erasure (the address typed again; bookings stay, anonymised). Each step is audited
 * by the server.
 */
export function GuestDataScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const [found, setFound] = useState<GuestDataSummary | null>(null);
  const [erased, setErased] = useState<string | null>(null);
  const form = useConsoleForm({
    initial: { email: '' },
    schema: v.object({ email: EmailSchema }),
    onSubmit: async ({ email }) => {
      setErased(null);
      setFound((await call(findGuestData, { query: { email } })).data);
    },
  });
  return (
    <>
      <p className="cs-hint">{t('guestData.intro')}</p>
      <form onSubmit={form.submit} noValidate aria-label={t('guestData.find')}>
        <ErrorSummary form={form} />
        <TextField form={form} name="email" type="email" label={t('guestData.email')} ltr />
        <SubmitButton form={form}>{t('guestData.find')}</SubmitButton>
      </form>
      {erased ? (
        <p className="cs-notice" role="status">
          {erased}
        </p>
      ) : null}
      {found ? (
        <>
          <Found found={found} />
          <p>
            <a
              className="cs-button"
              href={`${fillPath(exportGuestData.path, {})}?${new URLSearchParams({ email: found.email })}`}
              download="guest-data.json"
            >
              {t('guestData.export')}
            </a>
          </p>
          <EraseForm
            email={found.email}
            onErased={(counts) => {
              setFound(null);
              setErased(t('guestData.erased', counts));
            }}
          />
        </>
      ) : null}
    </>
  );
}

function Found({ found }: { readonly found: GuestDataSummary }) {
  const t = useCT();
  const intl = useConsoleIntl();
  return (
    <section aria-labelledby="guest-found" className="cs-card">
      <h2 id="guest-found">{t('guestData.held', { email: found.email })}</h2>
      <h3>{t('guestData.reservations', { count: found.reservations.length })}</h3>
      <ul>
        {found.reservations.map((r) => (
          <li key={r.reservation_number}>
            <span className="cs-code">{r.reservation_number}</span> · {r.hotel_code} ·{' '}
            {r.checkin_date} → {r.checkout_date} · {r.guest_name} · {r.status}
          </li>
        ))}
      </ul>
      <h3>{t('guestData.member')}</h3>
      <p>
        {found.member
          ? t('guestData.memberValue', {
              name: found.member.name,
              id: found.member.membership_id,
            })
          : t('guestData.none')}
      </p>
      <h3>{t('guestData.consent')}</h3>
      <p>
        {found.marketing
          ? t(found.marketing.subscribed ? 'guestData.subscribed' : 'guestData.unsubscribed')
          : t('guestData.none')}
      </p>
      <h3>{t('guestData.lottery', { count: found.lottery_entries.length })}</h3>
      <ul>
        {found.lottery_entries.map((e) => (
          <li key={e.entry_number}>
            <span className="cs-code">{e.entry_number}</span> · {e.checkin_date} · {e.status}
          </li>
        ))}
      </ul>
      <h3>{t('guestData.payLinks', { count: found.pay_links.length })}</h3>
      <ul>
        {found.pay_links.map((l) => (
          <li key={l.payment_number}>
            <span className="cs-code">{l.payment_number}</span> ·{' '}
            {formatMoney(intl, l.amount, l.currency)} · {l.status}
          </li>
        ))}
      </ul>
    </section>
  );
}

function EraseForm({
  email,
  onErased,
}: {
  readonly email: string;
  readonly onErased: (counts: { reservations: number }) => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const form = useConsoleForm({
    initial: { confirm_email: '' },
    schema: v.object({ confirm_email: EmailSchema }),
    onSubmit: async ({ confirm_email }) => {
      const answer = await call(eraseGuestData, { body: { email, confirm_email } });
      onErased(answer.data);
    },
  });
  return (
    <section aria-labelledby="guest-erase">
      <h2 id="guest-erase">{t('guestData.eraseTitle')}</h2>
      <p className="cs-hint">{t('guestData.eraseHint')}</p>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="confirm_email"
          type="email"
          label={t('guestData.confirmEmail', { email })}
          ltr
        />
        <SubmitButton form={form}>{t('guestData.erase')}</SubmitButton>
      </form>
    </section>
  );
}
