import { useAtomValue, useStore } from 'jotai';
import { useLocation } from 'wouter';
import type { ClientBookingSource } from '../../../api/contract/reservation.ts';
import { useEffect, useRef, useState } from '../../../react.ts';
import { isEmptyCampaign } from '../../../rules/campaign.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { useEmbed } from '../../../shared/embed/embed.ts';
import { localeAtom } from '../../../shared/locale/locale-state.ts';
import { tokeniseCard } from '../../../shared/payment/gateway-client.ts';
import { isElementCard } from '../../../shared/payment/stripe/stripe-refusal.ts';
import { initSettingsAtom, startupParamsAtom } from '../../../shared/startup/init-state.ts';
import { currentCampaign, landingQuery } from '../../../shared/tracking/campaign.ts';
import { saveDraft } from '../booking-storage.ts';
import { useCompleteBooking } from '../completion/use-complete-booking.ts';
import { bookingDraftAtom } from '../draft.ts';
import { newIdempotencyKey } from '../start-booking.ts';
import { reservationBody } from './booking-request.ts';
import { createReservation, paymentAction } from './payment-api.ts';
import { createPaymentFlow, type FlowState, type PaymentFlow } from './payment-flow.ts';
import { clearPending, loadPending, savePending } from './pending-payment.ts';

/** What the payment screen gets: the flow's state as React state, and its actions. */
export type PaymentFlowHandle = Omit<PaymentFlow, 'state' | 'subscribe'> & {
  readonly state: FlowState;
};

/**
 * The payment flow (payment-flow.ts) wired to this widget: its API client, jotai store, locale,
 * router and completion. One flow per mounted screen; its state re-renders the screen.
 */
export function usePaymentFlow(options: {
  hotelCode: string;
  gatewayOrigin: string;
  returnUrl: string | undefined;
  /** The hotel's tracking tags may run (hosted, or an inline element with `tracking-tags`). */
  tagsAllowed: boolean;
  /** Where this page books (booking-source.ts), recorded on the reservation. */
  source: ClientBookingSource;
}): PaymentFlowHandle {
  const api = useApi();
  const store = useStore();
  const embed = useEmbed();
  const locale = useAtomValue(localeAtom);
  const [, navigate] = useLocation();
  const complete = useCompleteBooking(options.hotelCode, options.tagsAllowed);
  // The flow outlives renders: it reads what may change (locale, router, options) from here.
  const now = useRef({ api, locale, navigate, complete, options });
  now.current = { api, locale, navigate, complete, options };

  const [flow] = useState(() =>
    createPaymentFlow({
      hotelCode: options.hotelCode,
      createReservation: (body, key) => createReservation(now.current.api, body, key),
      paymentAction: (pending, action) => paymentAction(now.current.api, pending, action),
      // The test gateway's fields go to its tokenisation endpoint; a gateway's own element
      // (Stripe's) makes its token itself.
      tokenise: async (card) =>
        isElementCard(card)
          ? card.tokenise()
          : (await tokeniseCard(now.current.options.gatewayOrigin, card)).token,
      bookingBody: (draft, gatewayToken, choice) => {
        const body = {
          ...reservationBody(
            draft,
            now.current.locale,
            { gatewayToken, returnUrl: now.current.options.returnUrl, ...choice },
            // The hotel's currency settings: the booking is in the guest's currency as quoted.
            store.get(initSettingsAtom),
          ),
          source: now.current.options.source,
        };
        // The campaign that brought the guest (kept a day), attributed to the booking.
        const landing = landingQuery(embed.kind, store.get(startupParamsAtom).all);
        const campaign = currentCampaign(embed.kind, landing);
        return isEmptyCampaign(campaign) ? body : { ...body, campaign };
      },
      readDraft: () => store.get(bookingDraftAtom),
      writeDraft: (draft) => {
        store.set(bookingDraftAtom, draft);
        saveDraft(draft);
      },
      savePending,
      loadPending,
      clearPending,
      complete: (reservation, bypassToken) => now.current.complete(reservation, bypassToken),
      navigate: (path) => now.current.navigate(path),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      newKey: newIdempotencyKey,
    }),
  );
  const [state, setState] = useState(flow.state);
  useEffect(() => {
    setState(flow.state);
    return flow.subscribe(() => setState(flow.state));
  }, [flow]);

  return {
    state,
    submit: flow.submit,
    resend: flow.resend,
    confirmNewPrice: flow.confirmNewPrice,
    dismissNewPrice: flow.dismissNewPrice,
    challengeAnswered: flow.challengeAnswered,
    cancelChallenge: flow.cancelChallenge,
    resumeFromReturn: flow.resumeFromReturn,
  };
}
