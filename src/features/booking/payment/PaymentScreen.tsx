import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useRouter, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../../loader/widget-api.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { formatMoney } from '../../../money/format-money.ts';
import { type ReactNode, useEffect, useMemo, useState } from '../../../react.ts';
import { hotelToday } from '../../../rules/dates.ts';
import { apiBaseOf } from '../../../shared/api/api-base.ts';
import { useEmbed } from '../../../shared/embed/embed.ts';
import { useHeading } from '../../../shared/embed/heading-levels.ts';
import { StepLink } from '../../../shared/embed/StepLink.tsx';
import { LoadStatus } from '../../../shared/load/LoadStatus.tsx';
import { currentMember } from '../../../shared/member/member-session.ts';
import { CardForm } from '../../../shared/payment/CardForm.tsx';
import { paymentTypeError, zeroTotalCardError } from '../../../shared/payment/payment.ts';
import { LazyStripeCardField } from '../../../shared/payment/stripe/LazyStripeCardField.tsx';
import type { ElementCard } from '../../../shared/payment/stripe/stripe-refusal.ts';
import { stripeSettingOf } from '../../../shared/payment/stripe/stripe-setting.ts';
import { ThreeDsDialog } from '../../../shared/payment/ThreeDsDialog.tsx';
import { useCardEntry } from '../../../shared/payment/use-card-entry.ts';
import { reportAnalytics } from '../../../shared/search/analytics.ts';
import {
  analyticsAllowedAtom,
  authAtom,
  initSettingsAtom,
} from '../../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../../shared/styles/widget-css.ts';
import { tagsAllowed } from '../../../shared/tracking/tags.ts';
import { loadDraft, saveDraft } from '../booking-storage.ts';
import { checkoutEvent } from '../checkout-events.ts';
import { type BookingDraft, bookingDraftAtom } from '../draft.ts';
import { comparedTotal, shownTotals } from '../guest/booking-currency.ts';
import { CheckField } from '../guest/CheckField.tsx';
import { quoteBody } from '../guest/quote.ts';
import { useQuote } from '../guest/use-quote.ts';
import { SavedCardChoice } from '../wallet/SavedCardChoice.tsx';
import { needsCard } from './booking-request.ts';
import { bookingSourceOf } from './booking-source.ts';
import { PaymentSummary } from './PaymentSummary.tsx';
import { PAYMENT_CSS } from './payment-css.ts';
import { usePaymentFlow } from './use-payment-flow.ts';

addWidgetStyles(PAYMENT_CSS);

/**
 * Where the 3-D Secure page returns to. The hosted app owns its address, so the redirect flow
 * can come back to this screen; inline, the page is the hotel's, and the return URL only names
 * the window the dialog's result is posted to.
 */
function returnUrlFor(
  kind: 'inline' | 'hosted',
  hotelCode: string,
  // The router's base: `/ota` on the agency site, which books with this same screen.
  base: string,
): string | undefined {
  if (typeof location === 'undefined' || !/^https?:$/.test(location.protocol)) return undefined;
  if (kind === 'hosted') {
    const query = new URLSearchParams({ code: hotelCode });
    return `${location.origin}${base}/reservation/payment?${query}`;
  }
  return `${location.origin}${location.pathname}`;
}

/** /reservation/payment: summary, card (for card types), booking, 3-D Secure, completion. */
export function PaymentScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  // The page's one h1 in the hosted app; an h2 inside the hotel's page.
  const Title = useHeading(1);
  const [draftAtom, setDraft] = useAtom(bookingDraftAtom);
  const restored = useMemo(() => draftAtom ?? loadDraft(config.hotelCode), []);
  const draft = draftAtom ?? restored;
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const embed = useEmbed();
  const gatewayOrigin = apiBaseOf(config);
  const { base } = useRouter();
  const returnUrl = returnUrlFor(embed.kind, config.hotelCode, base);
  const flow = usePaymentFlow({
    hotelCode: config.hotelCode,
    gatewayOrigin,
    returnUrl,
    tagsAllowed: tagsAllowed(embed.kind, config.attributes),
    source: bookingSourceOf(embed, base),
  });
  const returning = query.has('payment_id') && query.has('outcome');
  const [resumed, setResumed] = useState<boolean | null>(null);

  useEffect(() => {
    if (!draftAtom && restored) setDraft(restored);
    // Redirect flow: the gateway page sent the guest back here with its outcome.
    if (returning) setResumed(flow.resumeFromReturn(config.hotelCode));
    else if (draft && draft.step !== 'payment') {
      navigate(`/reservation/guest-detail?${new URLSearchParams({ code: config.hotelCode })}`, {
        replace: true,
      });
    }
  }, []);

  const searchHref = `/booking/result?${new URLSearchParams({ code: config.hotelCode })}`;
  if (returning && resumed !== false) {
    return (
      <section className="hb-payment">
        <Title className="hb-payment-title">{t('booking.payment.title')}</Title>
        <p className="hb-loader" role="status">
          {t('booking.payment.completing')}
        </p>
        {flow.state.notice ? <FlowNotice messageId={flow.state.notice.messageId} /> : null}
      </section>
    );
  }
  if (draft?.step !== 'payment') {
    return (
      <section className="hb-payment">
        <Title className="hb-payment-title">{t('booking.payment.title')}</Title>
        {draft ? null : (
          <>
            <p role="alert">{t('booking.payment.noDraft')}</p>
            <p>
              <StepLink className="hb-link" href={searchHref}>
                {t('booking.payment.backToSearch')}
              </StepLink>
            </p>
          </>
        )}
      </section>
    );
  }
  return <PaymentStep config={config} draft={draft} flow={flow} />;
}

type Flow = ReturnType<typeof usePaymentFlow>;

/** A flow message in the active locale (unknown ids fall back to the generic error). */
function FlowNotice({ messageId, children }: { messageId: string; children?: ReactNode }) {
  const intl = useIntl();
  const id = Object.hasOwn(intl.messages, messageId) ? messageId : 'error.generic.processing';
  return (
    <div className="hb-banner" role="alert">
      <p>{String(intl.formatMessage({ id }))}</p>
      {children}
    </div>
  );
}

function PaymentStep({
  config,
  draft,
  flow,
}: {
  config: WidgetConfig;
  draft: BookingDraft;
  flow: Flow;
}) {
  const t = useT();
  // The page's one h1 in the hosted app; an h2 inside the hotel's page.
  const Title = useHeading(1);
  const intl = useIntl();
  const embed = useEmbed();
  const analyticsAllowed = useAtomValue(analyticsAllowedAtom);
  const settings = useAtomValue(initSettingsAtom);
  const [, setDraft] = useAtom(bookingDraftAtom);
  const [priceMoved, setPriceMoved] = useState(false);
  const card = useCardEntry();
  // A Stripe hotel: the card is entered in Stripe's element, which makes the token (issue 43).
  const stripe = stripeSettingOf(settings);
  const [elementCard, setElementCard] = useState<ElementCard | null>(null);
  const withCard = needsCard(draft.paymentType);
  const { state } = flow;
  // A signed-in member may pay with a saved card, or keep the new one (issue 14).
  const member = currentMember(useAtomValue(authAtom));
  const [savedCardId, setSavedCardId] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const useSaved = withCard && member !== undefined && savedCardId !== null;

  // The server's price of this booking (the same quote as on guest detail).
  const { state: quoteState } = useQuote(quoteBody(draft, settings));
  const quote = quoteState.quote ?? null;
  const quoteError = quoteState.status === 'failed' ? quoteState.error : undefined;
  useEffect(() => {
    if (!quote) return;
    // In the terms the booking compares (the converted total in a second currency).
    const total = comparedTotal(quote.price);
    if (draft.shownTotal !== total) {
      // The total on this screen is what the guest confirms: it becomes the expected one.
      setPriceMoved(draft.shownTotal !== null);
      const next = { ...draft, shownTotal: total };
      setDraft(next);
      saveDraft(next);
    }
  }, [quote]);

  // A refusal that names a card field shows next to it and takes the focus there.
  useEffect(() => {
    const notice = state.notice;
    if (!notice?.field) return;
    card.refuse(notice.field, notice.messageId);
  }, [state.notice]);

  // What the guest pays, in the currency charged (the converted total in a second currency).
  const totals = quote ? shownTotals(quote.price) : undefined;
  const total = totals?.total ?? 0;
  const currency = totals?.currency ?? draft.currency;
  /** The hotel's own total: the card rules (limits, zero total) are set in its currency. */
  const hotelTotal = quote?.price.total_price ?? 0;
  const ruleError = quote
    ? (paymentTypeError(draft.paymentType, [{ payment_type: draft.paymentType }], draft.currency) ??
      zeroTotalCardError(hotelTotal, draft.paymentType))
    : undefined;
  const busy = state.phase !== 'idle';
  const money = (amount: number, code: string = currency) => formatMoney(intl, amount, code);
  const newPrice = state.newPrice;
  const newTotalText = newPrice ? money(newPrice.total, newPrice.currency ?? currency) : '';

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!quote || busy || ruleError) return;
    // The guest books: `add_payment_info` with the payment type, once per press.
    reportAnalytics(checkoutEvent('add_payment_info', draft), {
      allowed: analyticsAllowed,
      embed,
      settings,
    });
    if (!withCard) {
      void flow.submit(null);
      return;
    }
    if (useSaved) {
      void flow.submit(null, { savedCardId });
      return;
    }
    if (stripe) {
      if (elementCard)
        void flow.submit(elementCard, { saveCard: member !== undefined && saveCard });
      return;
    }
    const request = card.take({
      today: hotelToday(settings?.time_zone),
      checkout: draft.checkout,
      amount: hotelTotal,
      currency: quote.price.currency,
      online: draft.paymentType === 'pre_paid',
      mcpActive: draft.currency !== quote.price.currency,
    });
    if (request) void flow.submit(request, { saveCard: member !== undefined && saveCard });
  };

  const guestHref = `/reservation/guest-detail?${new URLSearchParams({ code: config.hotelCode })}`;
  const challenge = state.challenge;
  return (
    <section className="hb-payment" aria-busy={busy}>
      <Title className="hb-payment-title">{t('booking.payment.title')}</Title>
      <LoadStatus
        loading={!quote && !quoteError}
        error={quoteError}
        loadingText={t('booking.payment.quoteLoading')}
      />
      {quote ? (
        <PaymentSummary
          hotelName={settings?.hotel_name}
          quote={quote}
          paymentType={draft.paymentType}
        />
      ) : null}
      {priceMoved ? <FlowNotice messageId="error.priceChanged" /> : null}
      {ruleError ? <FlowNotice messageId={ruleError} /> : null}
      {newPrice !== null ? (
        <div className="hb-banner hb-banner-warning" role="alert">
          <p>
            <strong>
              {newPrice.rateUpdated
                ? t('error.exchangeRateUpdated')
                : t('booking.payment.priceChanged.title')}
            </strong>{' '}
            {t('booking.payment.priceChanged.body', { total: newTotalText })}
          </p>
          <button type="button" className="hb-btn" onClick={() => void flow.confirmNewPrice()}>
            {t('booking.payment.priceChanged.confirm', { total: newTotalText })}
          </button>
        </div>
      ) : null}
      {state.notice && !state.notice.field ? (
        <FlowNotice messageId={state.notice.messageId}>
          {state.notice.canResend ? (
            <button
              type="button"
              className="hb-btn hb-btn-small"
              onClick={() => void flow.resend()}
            >
              {t('booking.payment.retry')}
            </button>
          ) : null}
        </FlowNotice>
      ) : null}
      {quote && !ruleError ? (
        <form className="hb-payment-form" noValidate onSubmit={onSubmit}>
          {withCard ? (
            <>
              {state.notice && !state.notice.canResend ? (
                <p className="hb-muted hb-small">{t('booking.payment.card.reenter')}</p>
              ) : null}
              {member ? (
                <SavedCardChoice
                  checkout={draft.checkout}
                  value={savedCardId}
                  onChange={setSavedCardId}
                  disabled={busy}
                />
              ) : null}
              {useSaved ? null : stripe ? (
                <LazyStripeCardField
                  publishableKey={stripe.publishable_key}
                  jsUrl={stripe.js_url}
                  error={state.notice?.field ? state.notice.messageId : undefined}
                  disabled={busy}
                  onCard={setElementCard}
                />
              ) : (
                <CardForm {...card.form} disabled={busy} />
              )}
              {member && !useSaved ? (
                <CheckField
                  name="save_card"
                  label={t('booking.wallet.cards.save')}
                  checked={saveCard}
                  onChange={setSaveCard}
                />
              ) : null}
            </>
          ) : null}
          <div className="hb-payment-actions">
            <button type="submit" className="hb-btn" disabled={busy}>
              {draft.paymentType === 'pre_paid'
                ? t('booking.payment.submit.pay', { total: money(total) })
                : t('booking.payment.submit.book')}
            </button>
            <StepLink className="hb-link" href={guestHref}>
              {t('booking.payment.backToGuest')}
            </StepLink>
          </div>
        </form>
      ) : (
        <p>
          <StepLink className="hb-link" href={guestHref}>
            {t('booking.payment.backToGuest')}
          </StepLink>
        </p>
      )}
      {busy && state.phase !== 'challenge' ? (
        <p className="hb-muted" role="status">
          {state.phase === 'completing'
            ? t('booking.payment.completing')
            : t('booking.payment.sending')}
        </p>
      ) : null}
      {challenge ? (
        <ThreeDsDialog
          challengeUrl={challenge.url}
          gatewayOrigin={new URL(challenge.url).origin}
          redirectHref={embed.kind === 'hosted' ? challenge.url : undefined}
          onResult={() => void flow.challengeAnswered(challenge.pending)}
          onCancel={() => void flow.cancelChallenge(challenge.pending)}
        />
      ) : null}
    </section>
  );
}
