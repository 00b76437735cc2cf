import { useAtomValue } from 'jotai';
import type { AdditionalQuestion } from '../../../../api/contract/catalogue.ts';
import type { BookRoom } from '../../../../api/contract/reservation.ts';
import { useLocale, useT } from '../../../../i18n/react.tsx';
import { useId, useMemo } from '../../../../react.ts';
import { hotelToday } from '../../../../rules/dates.ts';
import { displayDay, viewerLabels } from '../../../../rules/visibility.ts';
import { useApi } from '../../../../shared/api/api-context.ts';
import { useHeading } from '../../../../shared/embed/heading-levels.ts';
import { HotelHtml } from '../../../../shared/hotel-html/HotelHtml.tsx';
import { useLoad } from '../../../../shared/load/use-load.ts';
import { initSettingsAtom } from '../../../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../../../shared/styles/widget-css.ts';
import { loadAdditionalQuestions, questionQuery } from '../load-questions.ts';
import { localizedText, looksLikeHtml } from '../localized-text.ts';
import { SECTIONS_CSS } from '../sections-css.ts';
import { visibleNotifications } from './notices-model.ts';

addWidgetStyles(SECTIONS_CSS);

export interface NotificationsSectionProps {
  hotelCode: string;
  checkin: string;
  rooms: readonly BookRoom[];
}

interface Lists {
  readonly hotel: readonly AdditionalQuestion[];
  readonly brand: readonly AdditionalQuestion[];
}

/**
 * The hotel's and its brand's notifications for this stay (product §3, §5). Hotel-written HTML
 * is sanitised; plain text stays text. Nothing renders until loaded, or when none applies; a
 * failed load shows nothing either (notices are information, not a step to complete).
 */
export function NotificationsSection({ hotelCode, checkin, rooms }: NotificationsSectionProps) {
  const api = useApi();
  const t = useT();
  const Heading = useHeading(2);
  const { locale } = useLocale();
  const settings = useAtomValue(initSettingsAtom);
  const headingId = useId();
  const query = questionQuery(checkin, rooms);
  // Stands for `query` (a new object on every render) in the load's dependencies.
  const queryKey = JSON.stringify(query);
  const brandId = settings?.hotel_brand.id;

  // A failed load shows nothing: notices are information, not a step to complete.
  const lists = useLoad(async (): Promise<Lists> => {
    const hotel = loadAdditionalQuestions(api, { hotelCode }, query);
    // doc 2 §8: a failed brand fetch is not shown to the guest; the hotel's list still is.
    const brand =
      brandId === undefined
        ? Promise.resolve([])
        : loadAdditionalQuestions(
            api,
            { brandId, facilityCode: hotelCode },
            { label_filters: query.label_filters, checkin_date: query.checkin_date },
          ).catch(() => []);
    const [hotelList, brandList] = await Promise.all([hotel, brand]);
    return { hotel: hotelList, brand: brandList };
  }, [api, hotelCode, brandId, queryKey]).value;

  const notices = useMemo(() => {
    if (!lists) return [];
    return visibleNotifications(lists.hotel, lists.brand, {
      day: displayDay(checkin, hotelToday(settings?.time_zone)),
      viewerLabels: viewerLabels(null),
      hotelId: settings?.hotel_id ?? 0,
    });
  }, [lists, checkin, settings]);

  if (notices.length === 0) return null;
  const placeholders = {
    facility_name: settings?.hotel_name,
    brand_name: settings?.hotel_brand.name,
  };
  return (
    <section className="hb-sec hb-notices" aria-labelledby={headingId}>
      <Heading id={headingId} className="hb-sec-heading">
        {t('booking.notices.heading')}
      </Heading>
      <ul className="hb-sec-list">
        {notices.map((notice) => {
          const text = localizedText(notice.text, locale);
          return (
            <li key={notice.id} className="hb-sec-notice">
              {looksLikeHtml(text) ? (
                <HotelHtml html={text} values={placeholders} className="hb-hotel-html" dir="auto" />
              ) : (
                <p dir="auto">{text}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
