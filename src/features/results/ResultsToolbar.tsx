import type { SearchOrder } from '../../api/contract/common.ts';
import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import { useT } from '../../i18n/react.tsx';
import { useId } from '../../react.ts';
import type { SearchCriteria } from '../../shared/search/criteria.ts';
import { RoomFilterChecks } from '../../shared/search/RoomFilterChecks.tsx';

const ORDERS: readonly SearchOrder[] = ['recommended', 'price_low_to_high', 'price_high_to_low'];

type Filter = BookingWidgetSettings['room_search_filters'][number];

/** Sort order, rooms/plans view and the hotel's room filters; each change searches again. */
export function ResultsToolbar(props: {
  criteria: SearchCriteria;
  plansView: boolean;
  filters: readonly Filter[];
  onChange(next: SearchCriteria): void;
}) {
  const t = useT();
  const id = useId();
  const { criteria } = props;
  return (
    <div className="hb-toolbar">
      <div className="hb-field">
        <label htmlFor={`${id}-order`}>{t('results.sort.label')}</label>
        <select
          id={`${id}-order`}
          className="hb-select"
          value={criteria.order}
          onChange={(event) => {
            const order = ORDERS.find((o) => o === event.currentTarget.value) ?? criteria.order;
            props.onChange({ ...criteria, order });
          }}
        >
          {ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`results.sort.${order}`)}
            </option>
          ))}
        </select>
      </div>
      {props.plansView && (
        <fieldset className="hb-segmented">
          <legend className="hb-label">{t('results.view.label')}</legend>
          {(['rooms', 'plans'] as const).map((type) => (
            <label key={type} className="hb-check">
              <input
                type="radio"
                name={`${id}-view`}
                checked={criteria.type === type}
                onChange={() => props.onChange({ ...criteria, type })}
              />
              {t(`results.view.${type}`)}
            </label>
          ))}
        </fieldset>
      )}
      {props.filters.length > 0 && (
        <fieldset className="hb-segmented">
          <legend className="hb-label">{t('results.filters')}</legend>
          <RoomFilterChecks filters={props.filters} criteria={criteria} onChange={props.onChange} />
        </fieldset>
      )}
    </div>
  );
}
