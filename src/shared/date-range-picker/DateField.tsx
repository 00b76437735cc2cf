import { useIntl, useT } from '../../i18n/react.tsx';
import type { IsoDate } from '../../rules/dates.ts';
import { type DateRange, nightsOf } from './range.ts';
import { shortDate } from './short-date.ts';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  readonly value: DateRange | null;
  readonly today: IsoDate;
  readonly single: boolean;
  readonly expanded: boolean;
  readonly dialogId: string;
  readonly buttonRef: { current: HTMLButtonElement | null };
  readonly onOpen: () => void;
}

/**
 * The button that opens the calendar. Its accessible name is its visible text, which holds
 * the chosen dates ("Check-in Wed, May 1 Check-out Fri, May 3 2 nights"), so a screen reader
 * hears the current choice before opening the dialog.
 */
export function DateField({
  value,
  today,
  single,
  expanded,
  dialogId,
  buttonRef,
  onOpen,
}: DateFieldProps) {
  const t = useT();
  const intl = useIntl();
  const date = (d: IsoDate) => shortDate(intl, d, today);
  return (
    <button
      ref={buttonRef}
      type="button"
      className="hb-cal-field"
      aria-haspopup="dialog"
      aria-expanded={expanded ? 'true' : 'false'}
      aria-controls={expanded ? dialogId : undefined}
      onClick={onOpen}
    >
      {single ? (
        <span className="hb-cal-field__part">
          <span className="hb-cal-field__label">{t('cal.field.date')}</span>{' '}
          <span className="hb-cal-field__value">
            {value ? date(value.checkin) : t('cal.field.choose')}
          </span>
        </span>
      ) : (
        <>
          <span className="hb-cal-field__part">
            <span className="hb-cal-field__label">{t('search.checkin')}</span>{' '}
            <span className="hb-cal-field__value">
              {value ? date(value.checkin) : t('cal.field.choose')}
            </span>
          </span>{' '}
          <span className="hb-cal-field__part">
            <span className="hb-cal-field__label">{t('search.checkout')}</span>{' '}
            <span className="hb-cal-field__value">{value ? date(value.checkout) : '–'}</span>
          </span>
          {value && (
            <>
              {' '}
              <span className="hb-cal-field__nights">
                {t('search.nights', { count: nightsOf(value) })}
              </span>
            </>
          )}
        </>
      )}
    </button>
  );
}
