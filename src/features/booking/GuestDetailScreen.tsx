import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useEffect, useMemo, useRef, useState } from '../../react.ts';
import { useEmbed } from '../../shared/embed/embed.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { validateGuestForm } from '../../shared/guest/guest-form.ts';
import { currentMember } from '../../shared/member/member-session.ts';
import { reportAnalytics } from '../../shared/search/analytics.ts';
import {
  analyticsAllowedAtom,
  authAtom,
  initSettingsAtom,
} from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { checkoutEvent, firstCheckout } from './checkout-events.ts';
import type { BookingDraft } from './draft.ts';
import { comparedTotal } from './guest/booking-currency.ts';
import { CouponField } from './guest/CouponField.tsx';
import { guestFormContext, normaliseGuest, specialRequestError } from './guest/form-model.ts';
import { GuestForm } from './guest/GuestForm.tsx';
import { GUEST_DETAIL_CSS } from './guest/guest-css.ts';
import { prefillFromMember } from './guest/member-prefill.ts';
import { PointsField } from './guest/PointsField.tsx';
import { PriceSummary } from './guest/PriceSummary.tsx';
import { quoteBody, quoteErrorPlace } from './guest/quote.ts';
import { useBookingDraft } from './guest/use-draft.ts';
import { useQuote } from './guest/use-quote.ts';
import { ExtrasSection } from './sections/extras/ExtrasSection.tsx';
import { NotificationsSection } from './sections/notices/NotificationsSection.tsx';
import { QuestionsSection } from './sections/questions/QuestionsSection.tsx';
import { WalletChoices } from './wallet/WalletChoices.tsx';

addWidgetStyles(GUEST_DETAIL_CSS);

/** Where the submit stopped: invalid fields, or a price not (yet) confirmed. */
type Blocked = 'fields' | 'waitPrice' | 'priceProblem' | null;

/** Brings the screen's top into view on entry (spec §2) and puts focus on its heading. */
function useEnterAtTop(
  root: { current: HTMLElement | null },
  heading: { current: HTMLElement | null },
  ready: boolean,
) {
  const hosted = useEmbed().kind === 'hosted';
  useEffect(() => {
    if (!ready) return;
    if (hosted) window.scrollTo({ top: 0 });
    else if ((root.current?.getBoundingClientRect().top ?? 0) < 0) root.current?.scrollIntoView();
    heading.current?.focus({ preventScroll: true });
  }, [ready]);
}

/**
 * /reservation/guest-detail: who stays, extras, questions, coupon and the server's price of
 * exactly this booking, then on to payment. Everything typed lives in the booking draft and is
 * saved on every change, so going back or reloading keeps it.
 */
export function GuestDetailScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  // The page's one h1 in the hosted app; an h2 inside the hotel's page.
  const Title = useHeading(1);
  const { locale } = useLocale();
  const settings = useAtomValue(initSettingsAtom);
  const [, navigate] = useLocation();
  const { checked, draft, update } = useBookingDraft(config.hotelCode);
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [blocked, setBlocked] = useState<Blocked>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const questionsValid = useRef(true);
  useEnterAtTop(root, heading, checked);
  const member = currentMember(useAtomValue(authAtom));
  const embed = useEmbed();
  const analyticsAllowed = useAtomValue(analyticsAllowedAtom);

  // The booking reached guest details: `begin_checkout`, once per draft.
  useEffect(() => {
    if (draft && firstCheckout(draft)) {
      reportAnalytics(checkoutEvent('begin_checkout', draft), {
        allowed: analyticsAllowed,
        embed,
        settings,
      });
    }
  }, [draft?.idempotencyKey]);

  // A signed-in member's profile fills what is still empty, once per draft and member.
  useEffect(() => {
    if (!draft || !member || draft.memberPrefill === member.id) return;
    update((d) => {
      const guest = prefillFromMember(d.guest, member);
      return { ...d, ...(guest ? { guest } : {}), memberPrefill: member.id };
    });
  }, [draft !== null, member?.id]);

  // Points belong to the member who chose them: signed out (or another program), none are spent.
  const pointsOffered = member?.point_program_enabled === true;
  useEffect(() => {
    if (draft?.spendingPoint && !pointsOffered) update((d) => ({ ...d, spendingPoint: 0 }));
  }, [draft?.spendingPoint, pointsOffered]);

  // Back on this step (from payment or after a reload): the payment step opens only after a
  // valid submit here.
  useEffect(() => {
    if (draft?.step === 'payment') update((d) => ({ ...d, step: 'guest-detail' }));
  }, [draft !== null]);

  const body = useMemo(
    () => (draft ? quoteBody(draft, settings) : null),
    [
      settings,
      draft?.currency,
      draft?.hotelCode,
      draft?.checkin,
      draft?.checkout,
      draft?.rooms,
      draft?.extras,
      draft?.couponCode,
      draft?.voucherCode,
      draft?.paymentType,
      draft?.spendingPoint,
    ],
  );
  const { state: quote, tryBody } = useQuote(body);

  // The total the guest is shown is what the booking will expect (409 if it changed), in the
  // currency the server compares it in (the converted one when booking in another currency).
  const total = quote.status === 'ready' && quote.quote ? comparedTotal(quote.quote.price) : null;
  useEffect(() => {
    if (total !== null && draft && draft.shownTotal !== total) {
      update((d) => ({ ...d, shownTotal: total }));
    }
  }, [total]);

  useEffect(() => {
    if (focusRequest === 0) return;
    // After the render that shows the errors (sections may mark theirs a frame later).
    const frame = requestAnimationFrame(() => {
      root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const searchHref = `/booking/result?${draft?.searchQuery ?? new URLSearchParams({ code: config.hotelCode })}`;
  if (!checked) return null;
  if (!draft) {
    return (
      <section className="hb-gd" ref={root}>
        <Title className="hb-gd-title" ref={heading} tabIndex={-1}>
          {t('booking.guest.title')}
        </Title>
        <p role="status">{t('booking.guest.noDraft')}</p>
        <p>
          <StepLink className="hb-link" href={searchHref}>
            {t('booking.guest.searchRooms')}
          </StepLink>
        </p>
      </section>
    );
  }

  const ctx = guestFormContext(settings, locale);
  const quoteError: ApiError | undefined = quote.status === 'failed' ? quote.error : undefined;
  const errorPlace = quoteError ? quoteErrorPlace(quoteError) : undefined;

  const submit = () => {
    const guest = normaliseGuest(draft.guest);
    update((d) => ({ ...d, guest }));
    const invalid =
      Object.keys(validateGuestForm(guest, ctx)).length > 0 ||
      specialRequestError(draft.specialRequest) !== undefined ||
      !questionsValid.current;
    if (invalid) {
      setSubmitted(true);
      setBlocked('fields');
      setFocusRequest((n) => n + 1);
      return;
    }
    if (quote.status !== 'ready' || total === null) {
      setBlocked(quote.status === 'failed' ? 'priceProblem' : 'waitPrice');
      return;
    }
    setBlocked(null);
    update((d): BookingDraft => ({ ...d, step: 'payment', shownTotal: total }));
    navigate(`/reservation/payment?${new URLSearchParams({ code: config.hotelCode })}`);
  };

  return (
    <section className="hb-gd" ref={root}>
      <p>
        <StepLink className="hb-link" href={searchHref}>
          {t('booking.guest.back')}
        </StepLink>
      </p>
      <Title className="hb-gd-title" ref={heading} tabIndex={-1}>
        {t('booking.guest.title')}
      </Title>
      <NotificationsSection
        hotelCode={draft.hotelCode}
        checkin={draft.checkin}
        rooms={draft.rooms}
      />
      <form
        className="hb-gd-layout"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Only our own button books on: other buttons in sections must never submit.
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          if (submitter?.dataset.action === 'continue') submit();
        }}
      >
        <div className="hb-gd-main">
          {member && draft.memberPrefill === member.id && (
            <p className="hb-muted">{t('account.prefilled')}</p>
          )}
          <GuestForm
            guest={draft.guest}
            specialRequest={draft.specialRequest}
            marketingOptIn={draft.marketingOptIn}
            ctx={ctx}
            submitted={submitted}
            onGuest={(field, value) =>
              update((d) => ({ ...d, guest: { ...d.guest, [field]: value } }))
            }
            onSpecialRequest={(value) => update((d) => ({ ...d, specialRequest: value }))}
            onMarketing={(value) => update((d) => ({ ...d, marketingOptIn: value }))}
          />
          <ExtrasSection
            hotelCode={draft.hotelCode}
            checkin={draft.checkin}
            checkout={draft.checkout}
            rooms={draft.rooms}
            included={draft.includedExtraIds}
            value={draft.extras}
            onChange={(extras) => update((d) => ({ ...d, extras }))}
            error={errorPlace === 'extras' ? quoteError : undefined}
          />
          <QuestionsSection
            hotelCode={draft.hotelCode}
            checkin={draft.checkin}
            rooms={draft.rooms}
            value={draft.answers}
            onChange={(answers) => update((d) => ({ ...d, answers }))}
            showErrors={submitted}
            onValidityChange={(valid) => {
              questionsValid.current = valid;
            }}
          />
        </div>
        <div className="hb-gd-side">
          <PriceSummary state={quote} backHref={searchHref} />
          {settings?.coupon_active !== false && (
            <CouponField
              applied={draft.couponCode}
              tryCoupon={(code) => tryBody(quoteBody(draft, settings, code))}
              onApply={(code) => update((d) => ({ ...d, couponCode: code }))}
              onRemove={() => update((d) => ({ ...d, couponCode: null }))}
              serverError={errorPlace === 'coupon' ? quoteError : undefined}
            />
          )}
          {pointsOffered && settings?.point_program_disabled !== true && (
            <PointsField
              applied={draft.spendingPoint ?? 0}
              quote={quote.quote}
              onChange={(points) => update((d) => ({ ...d, spendingPoint: points }))}
              serverError={errorPlace === 'points' ? quoteError : undefined}
              payNow={draft.paymentType === 'pre_paid'}
            />
          )}
          <WalletChoices
            draft={draft}
            member={member}
            couponActive={settings?.coupon_active !== false}
            voucherActive={settings?.voucher_coupon_active === true}
            update={update}
            quoteWith={(patch) =>
              quoteBody(
                patch.voucher === undefined ? draft : { ...draft, voucherCode: patch.voucher },
                settings,
                patch.coupon === undefined ? draft.couponCode : patch.coupon,
              )
            }
            tryBody={tryBody}
          />
          <div className="hb-gd-actions">
            <button type="submit" className="hb-btn" data-action="continue">
              {t('booking.guest.submit')}
            </button>
          </div>
          <p className="hb-error" role="alert">
            {blocked === 'fields'
              ? t('booking.guest.fixErrors')
              : blocked === 'waitPrice'
                ? t('booking.guest.waitPrice')
                : blocked === 'priceProblem'
                  ? t('booking.guest.priceProblem')
                  : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
