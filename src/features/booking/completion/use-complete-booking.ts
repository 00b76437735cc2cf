import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import type { Reservation } from '../../../api/contract/reservation.ts';
import { currencyDecimals } from '../../../money/format-money.ts';
import { useCallback } from '../../../react.ts';
import { useEmbed } from '../../../shared/embed/embed.ts';
import { reportAnalytics } from '../../../shared/search/analytics.ts';
import { analyticsAllowedAtom, initSettingsAtom } from '../../../shared/startup/init-state.ts';
import { pageNonce, runTrackingTags } from '../../../shared/tracking/tags.ts';
import { clearDraft } from '../booking-storage.ts';
import { bookingDraftAtom } from '../draft.ts';
import { confirmationPath } from '../payment/booking-request.ts';
import { clearPending } from '../payment/pending-payment.ts';
import { bookingCompletedDetail, purchaseEvent } from './completed-detail.ts';

/**
 * Finishing a booking, once it is `done`: the draft is forgotten (storage and memory), the host
 * hears `hotel-booking:booking-completed` through the embed layer (element event inline,
 * relayed by the loader in iframe/modal/new-tab), the data layer gets the purchase (unless
 * analytics were switched off), then the confirmation page opens with the bypass token and the
 * hotel's tracking tags run with the booking's values, where they may (`tagsAllowed`: hosted,
 * under the page's nonce; inline, only on a page that opted in with `tracking-tags`).
 */
export function useCompleteBooking(hotelCode: string, tagsAllowed: boolean) {
  const store = useStore();
  const embed = useEmbed();
  const [, navigate] = useLocation();
  return useCallback(
    (reservation: Reservation, bypassToken: string) => {
      const lottery = store.get(bookingDraftAtom)?.lotteryEntry !== undefined;
      clearDraft(hotelCode);
      clearPending(hotelCode);
      store.set(bookingDraftAtom, null);
      const detail = bookingCompletedDetail(reservation);
      embed.emit('hotel-booking:booking-completed', detail);
      reportAnalytics(purchaseEvent(reservation, currencyDecimals(reservation.price.currency)), {
        allowed: store.get(analyticsAllowedAtom),
        embed,
        settings: store.get(initSettingsAtom),
      });
      navigate(confirmationPath(hotelCode, reservation.reservation_number, bypassToken, lottery), {
        replace: true,
      });
      const tags = store.get(initSettingsAtom)?.analytics_setting_attributes;
      const nonce = embed.kind === 'hosted' ? pageNonce(document) : undefined;
      if (tags && tagsAllowed && (embed.kind === 'inline' || nonce)) {
        runTrackingTags(document, tags, detail, nonce);
      }
    },
    [hotelCode, store, embed, navigate, tagsAllowed],
  );
}
