import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { hostedPaymentIssue, type PayLink } from '../../api/contract/pay-link.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { toApiError } from '../../api/errors/to-api-error.ts';
import { hotelTime } from '../../i18n/hotel-time.ts';
import { isolate } from '../../i18n/isolate.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import { useEffect, useState } from '../../react.ts';
import { hotelToday } from '../../rules/dates.ts';
import { apiBaseOf } from '../../shared/api/api-base.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { CardForm } from '../../shared/payment/CardForm.tsx';
import { gatewayErrorField, tokeniseCard } from '../../shared/payment/gateway-client.ts';
import { LazyStripeCardField } from '../../shared/payment/stripe/LazyStripeCardField.tsx';
import { type ElementCard, isElementCard } from '../../shared/payment/stripe/stripe-refusal.ts';
import { stripeSettingOf } from '../../shared/payment/stripe/stripe-setting.ts';
import { ThreeDsDialog } from '../../shared/payment/ThreeDsDialog.tsx';
import { useCardEntry } from '../../shared/payment/use-card-entry.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { loadPayLink, sendPayment, settleChallenge } from './pay-link-api.ts';
import { PAY_LINK_CSS } from './pay-link-css.ts';
import {
  PAY_PAGE_TTL_MS,
  type PayPageView,
  payPageView,
  showsForm,
  withoutReturnQuery,
} from './pay-link-view.ts';

addWidgetStyles(PAY_LINK_CSS);

type Phase = 'idle' | 'tokenising' | 'sending' | 'completing';

/** What the last attempt of this tab left to say. */
type Notice =
  | { kind: 'message'; id: MessageId }
  | { kind: 'amountChanged' }
  | { kind: 'error'; error: ApiError };

const STATE_MESSAGES: Record<PayPageView, MessageId> = {
  open: 'paylink.state.open',
  failed: 'paylink.state.failed',
  paid: 'paylink.state.paid',
  alreadyPaid: 'paylink.state.alreadyPaid',
  completed: 'paylink.state.completed',
  refunded: 'paylink.state.refunded',
  cancelled: 'paylink.state.cancelled',
  expired: 'paylink.state.expired',
  processing: 'paylink.state.processing',
  challenge: 'paylink.state.challenge',
  reload: 'paylink.state.reload',
};

const issueMessage = (code: number): MessageId => `paylink.issue.${hostedPaymentIssue(code)}`;

/** A loaded request waiting for 3-D Secure is settled first (its answer may be in already). */
const loadSettled = async (api: ReturnType<typeof useApi>, n: string): Promise<PayLink> => {
  const link = await loadPayLink(api, n);
  return link.status === 'pre_3d_secure' ? settleChallenge(api, n) : link;
};

/**
 * `/payments/{paymentNumber}` and `/payments/{paymentNumber}/display`: the hosted payment page
 * of a pay-by-link request (headless). It shows what the hotel asks for, takes the card through
 * the gateway (token, then 3-D Secure as in booking) and shows each state; the display route
 * shows the state only. A page open for an hour asks for a reload before it takes a card.
 */
export function PayLinkScreen({ config }: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const intl = useIntl();
  const Title = useHeading(1);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const parts = path.split('/');
  const paymentNumber = decodeURIComponent(parts[2] ?? '');
  const display = parts[3] === 'display';
  const returning = /(^|&|\?)payment_id=/.test(search) && /(^|&|\?)outcome=/.test(search);

  const load = useLoad(() => loadSettled(api, paymentNumber), [api, paymentNumber]);
  const [stale, setStale] = useState(false);
  const [paidHere, setPaidHere] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [notice, setNotice] = useState<Notice | null>(null);
  const card = useCardEntry();
  const [dialogOpen, setDialogOpen] = useState(false);
  // A Stripe hotel: the card is entered in Stripe's element, which makes the token (issue 43).
  const stripe = stripeSettingOf(useAtomValue(initSettingsAtom));
  const [elementCard, setElementCard] = useState<ElementCard | null>(null);
  const [elementError, setElementError] = useState<MessageId | undefined>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setStale(true), PAY_PAGE_TTL_MS);
    return () => clearTimeout(timer);
  }, []);

  const link = load.value;
  // Back from the gateway's 3-D Secure page (redirect flow): the load settled it; the return
  // query is dropped so a reload does not look like a return.
  useEffect(() => {
    if (!returning || !link) return;
    if (link.status === 'paid') setPaidHere(true);
    navigate(`${path}${withoutReturnQuery(search)}`, { replace: true });
  }, [link]);

  const refresh = async () => {
    try {
      load.replace(await loadPayLink(api, paymentNumber));
    } catch (failure) {
      setNotice({ kind: 'error', error: toApiError(failure) });
    }
  };

  const settled = (next: PayLink) => {
    if (next.status === 'paid') setPaidHere(true);
    load.replace(next);
  };

  const settle = async (abandon: boolean) => {
    setDialogOpen(false);
    setPhase('completing');
    try {
      settled(await settleChallenge(api, paymentNumber, abandon));
    } catch (failure) {
      setNotice({ kind: 'error', error: toApiError(failure) });
    }
    setPhase('idle');
  };

  const busy = phase !== 'idle';
  const money = (amount: number, currency: string) => isolate(formatMoney(intl, amount, currency));

  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!link || busy) return;
    const today = hotelToday(undefined);
    // No stay: the card must be valid today. Charged now, in the request's currency.
    const request = stripe
      ? elementCard
      : card.take({
          today,
          checkout: today,
          amount: link.amount,
          currency: link.currency,
          online: true,
          mcpActive: false,
        });
    if (!request) return;
    setNotice(null);
    setElementError(undefined);
    setPhase('tokenising');
    let token: string;
    try {
      token = isElementCard(request)
        ? await request.tokenise()
        : (await tokeniseCard(apiBaseOf(config), request)).token;
    } catch (failure) {
      const error = toApiError(failure);
      const field = gatewayErrorField(error);
      const id = issueMessage(typeof error.code === 'number' ? error.code : 0);
      if (field && stripe) setElementError(id);
      else if (field) card.refuse(field, id);
      else setNotice({ kind: 'message', id });
      setPhase('idle');
      return;
    }
    setPhase('sending');
    try {
      const next = await sendPayment(api, paymentNumber, {
        gateway_token: token,
        expected_amount: link.amount,
        return_url: `${location.origin}${path}${withoutReturnQuery(search)}`,
      });
      settled(next);
      if (next.status === 'pre_3d_secure') setDialogOpen(true);
    } catch (failure) {
      const error = toApiError(failure);
      if (error.title === 'payment_amount_changed') setNotice({ kind: 'amountChanged' });
      else if (error.status === 402 || error.status === 409 || error.status === 410)
        await refresh();
      else setNotice({ kind: 'error', error });
    }
    setPhase('idle');
  };

  if (!link) {
    const missing = load.error?.status === 404;
    return (
      <section className="hb-paylink" aria-labelledby="hb-paylink-title">
        <Title id="hb-paylink-title" className="hb-paylink-title">
          {t('paylink.title')}
        </Title>
        {missing ? (
          <p className="hb-paylink-state hb-paylink-state--bad" role="alert">
            {t('paylink.notFound')}
          </p>
        ) : (
          <LoadStatus loading={load.loading} error={load.error} />
        )}
      </section>
    );
  }

  const view = payPageView(link, { display, paidHere, stale });
  const good = view === 'paid' || view === 'alreadyPaid' || view === 'completed';
  const bad = view === 'failed' || view === 'expired' || view === 'cancelled';
  // The hotel's clock, as in the e-mail that brought the guest here, not the browser's.
  const expires = hotelTime(intl, link.expires_at, link.time_zone);
  const payHref = `/payments/${encodeURIComponent(paymentNumber)}${withoutReturnQuery(search)}`;

  return (
    <section className="hb-paylink" aria-labelledby="hb-paylink-title" aria-busy={busy}>
      <Title id="hb-paylink-title" className="hb-paylink-title">
        {t('paylink.title')}
      </Title>
      <p className="hb-paylink-hotel">{link.hotel_name}</p>
      <dl className="hb-paylink-summary">
        <dt>{t('paylink.for')}</dt>
        <dd>{link.description}</dd>
        {link.reservation_number ? (
          <>
            <dt>{t('paylink.reservation')}</dt>
            <dd dir="ltr">{link.reservation_number}</dd>
          </>
        ) : null}
        <dt>{t('paylink.amount')}</dt>
        <dd className="hb-paylink-amount">{money(link.amount, link.currency)}</dd>
        {view === 'open' || view === 'failed' ? (
          <>
            <dt>{t('paylink.expires')}</dt>
            <dd>
              {expires}
              <span className="hb-paylink-zone">{t('paylink.hotelTime')}</span>
            </dd>
          </>
        ) : null}
      </dl>
      <div
        className={`hb-paylink-state${good ? ' hb-paylink-state--good' : ''}${bad ? ' hb-paylink-state--bad' : ''}`}
        role={bad ? 'alert' : 'status'}
      >
        <p>{t(STATE_MESSAGES[view])}</p>
        {view === 'failed' && link.error_code !== null && notice === null ? (
          <p>{t(issueMessage(link.error_code))}</p>
        ) : null}
        {good && link.card_brand && link.card_last4 ? (
          <p>
            {t('paylink.paidWith', {
              brand: link.card_brand.toUpperCase(),
              last4: isolate(link.card_last4),
            })}
          </p>
        ) : null}
        {view === 'refunded' ? (
          <p>
            {t('paylink.refundedAmount', { amount: money(link.refunded_amount, link.currency) })}
          </p>
        ) : null}
      </div>
      {view === 'reload' ? (
        <p>
          <button type="button" className="hb-btn" onClick={() => location.reload()}>
            {t('paylink.reload')}
          </button>
        </p>
      ) : null}
      {view === 'challenge' && !display && !dialogOpen ? (
        <p>
          <button type="button" className="hb-btn" onClick={() => setDialogOpen(true)}>
            {t('paylink.threeDs.continue')}
          </button>
        </p>
      ) : null}
      {display && (view === 'open' || view === 'failed') ? (
        <p>
          <StepLink className="hb-link" href={payHref}>
            {t('paylink.payNow')}
          </StepLink>
        </p>
      ) : null}
      {notice?.kind === 'message' ? (
        <p className="hb-paylink-state hb-paylink-state--bad" role="alert">
          {t(notice.id)}
        </p>
      ) : null}
      {notice?.kind === 'error' ? <LoadStatus loading={false} error={notice.error} /> : null}
      {notice?.kind === 'amountChanged' ? (
        <div className="hb-banner hb-banner-warning" role="alert">
          <p>{t('paylink.amountChanged')}</p>
          <button
            type="button"
            className="hb-btn hb-btn-small"
            onClick={() => {
              setNotice(null);
              void refresh();
            }}
          >
            {t('paylink.update')}
          </button>
        </div>
      ) : null}
      {showsForm(view, display) ? (
        <form className="hb-paylink-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          {stripe ? (
            <LazyStripeCardField
              publishableKey={stripe.publishable_key}
              jsUrl={stripe.js_url}
              error={elementError}
              disabled={busy || notice?.kind === 'amountChanged'}
              onCard={setElementCard}
            />
          ) : (
            <CardForm {...card.form} disabled={busy || notice?.kind === 'amountChanged'} />
          )}
          <p>
            <button
              type="submit"
              className="hb-btn"
              disabled={busy || notice?.kind === 'amountChanged'}
            >
              {t('paylink.pay', { amount: money(link.amount, link.currency) })}
            </button>
          </p>
        </form>
      ) : null}
      {busy ? (
        <p className="hb-muted" role="status">
          {t('paylink.paying')}
        </p>
      ) : null}
      {view === 'challenge' && dialogOpen && link.challenge_url ? (
        <ThreeDsDialog
          challengeUrl={link.challenge_url}
          gatewayOrigin={new URL(link.challenge_url).origin}
          redirectHref={link.challenge_url}
          onResult={() => void settle(false)}
          onCancel={() => void settle(true)}
        />
      ) : null}
    </section>
  );
}
