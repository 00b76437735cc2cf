import { atom, useAtom, useStore } from 'jotai';
import { useLocation } from 'wouter';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { stayDate } from '../../../i18n/stay-date.ts';
import { useState } from '../../../react.ts';
import { addWidgetStyles } from '../../../shared/styles/widget-css.ts';
import { loadDraft, saveDraft } from '../booking-storage.ts';
import { bookingDraftAtom } from '../draft.ts';
import { resumeTarget } from './resume-target.ts';

addWidgetStyles('.hb-resume{flex-wrap:wrap;align-items:center}');

/** "Not now" hides the notice for this widget instance; the saved draft stays as it is. */
const dismissedAtom = atom(false);

/**
 * On the results after a reload: a saved booking of this hotel can be continued where it
 * stopped (guest details or payment), with everything the guest typed. Loaded only when such a
 * draft exists, so the first screen does not carry it.
 */
export function ResumeNotice({ hotelCode }: { hotelCode: string }) {
  const [saved] = useState(() => loadDraft(hotelCode));
  const t = useT();
  const intl = useIntl();
  const store = useStore();
  const [, navigate] = useLocation();
  const [dismissed, setDismissed] = useAtom(dismissedAtom);
  const target = saved && resumeTarget(saved, null, hotelCode);
  if (dismissed || !target) return null;
  const { draft } = target;
  const day = (iso: string) => stayDate(intl, iso);
  const resume = () => {
    store.set(bookingDraftAtom, draft);
    // Saved again so the 10 minutes count from now: the guest is back at it.
    saveDraft(draft);
    navigate(target.path);
  };
  return (
    <div className="hb-banner hb-banner-info hb-resume" role="status">
      <p>
        {t('booking.resume.notice', {
          hotelDates: t('booking.resume.rooms', {
            count: draft.rooms.length,
            checkin: day(draft.checkin),
            checkout: day(draft.checkout),
          }),
        })}
      </p>
      <button type="button" className="hb-btn hb-btn-small" onClick={resume}>
        {t('booking.resume.continue')}
      </button>
      <button
        type="button"
        className="hb-btn hb-btn-quiet hb-btn-small"
        onClick={() => setDismissed(true)}
      >
        {t('booking.resume.dismiss')}
      </button>
    </div>
  );
}
