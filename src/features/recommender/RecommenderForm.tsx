import type { RecommendationPriority } from '../../api/contract/recommender.ts';
import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useId } from '../../react.ts';
import { DateRangePicker } from '../../shared/date-range-picker/DateRangePicker.tsx';
import type { SearchCriteria } from '../../shared/search/criteria.ts';
import { type GuestsChange, GuestsEditor } from '../../shared/search/guests/GuestsEditor.tsx';
import { calendarLimits, guestsInputs } from '../../shared/search/hotel-search-settings.ts';
import { RoomFilterChecks } from '../../shared/search/RoomFilterChecks.tsx';
import { PRIORITIES } from './recommender-model.ts';

export interface RecommenderFormProps {
  criteria: SearchCriteria;
  priority: RecommendationPriority;
  settings: BookingWidgetSettings | undefined;
  today: string;
  onChange(next: SearchCriteria): void;
  onGuests(change: GuestsChange): void;
  onPriority(next: RecommendationPriority): void;
  onSubmit(): void;
  error: MessageId | undefined;
}

/**
 * The recommender's questions (the calendar without day prices: the answer finds them): when, who (one room, the hotel's kids policy), what matters most
 * (price, space, meals) and, where the hotel has room filters, what the room should have.
 */
export function RecommenderForm(props: RecommenderFormProps) {
  const t = useT();
  const id = useId();
  const { criteria, settings } = props;
  const limits = calendarLimits(props.today, settings);
  const filters = settings?.room_search_filters ?? [];
  const errorId = `${id}-error`;
  return (
    <form
      className="hb-rec-form"
      noValidate
      aria-describedby={props.error ? errorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <fieldset className="hb-rec-q">
        <legend className="hb-rec-legend">{t('recommender.q.when')}</legend>
        <DateRangePicker
          value={{ checkin: criteria.checkin, checkout: criteria.checkout }}
          onChange={(range) => props.onChange({ ...criteria, ...range })}
          today={props.today}
          minDate={limits.minDate}
          maxDate={limits.maxDate}
          reservablePeriodMonths={limits.months}
        />
      </fieldset>
      <fieldset className="hb-rec-q">
        <legend className="hb-rec-legend">{t('recommender.q.who')}</legend>
        <GuestsEditor
          value={criteria.rooms}
          onChange={props.onGuests}
          {...guestsInputs(settings)}
          multiRoomsSearchEnabled={false}
        />
      </fieldset>
      <fieldset className="hb-rec-q">
        <legend className="hb-rec-legend">{t('recommender.q.priority')}</legend>
        <div className="hb-rec-choices">
          {PRIORITIES.map((priority) => (
            <label key={priority} className="hb-rec-choice">
              <input
                type="radio"
                name={`${id}-priority`}
                value={priority}
                checked={props.priority === priority}
                onChange={() => props.onPriority(priority)}
              />
              <span>
                <span className="hb-rec-choice-name">{t(`recommender.priority.${priority}`)}</span>
                <span className="hb-muted hb-small">
                  {t(`recommender.priority.${priority}.hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {filters.length > 0 && (
        <fieldset className="hb-rec-q">
          <legend className="hb-rec-legend">{t('recommender.q.wishes')}</legend>
          <div className="hb-rec-wishes">
            <RoomFilterChecks filters={filters} criteria={criteria} onChange={props.onChange} />
          </div>
        </fieldset>
      )}
      {props.error && (
        <p className="hb-error" id={errorId} role="alert">
          {t(props.error)}
        </p>
      )}
      <button type="submit" className="hb-btn hb-rec-submit">
        {t('recommender.submit')}
      </button>
    </form>
  );
}
