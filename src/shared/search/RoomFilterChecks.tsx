import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import { useLocale } from '../../i18n/react.tsx';
import type { SearchCriteria } from './criteria.ts';

type Filter = BookingWidgetSettings['room_search_filters'][number];

/**
 * The hotel's room filters as checkboxes, each named in the guest's language (the filter's
 * translation, else its name). The caller puts them in a labelled fieldset; a change gives the
 * criteria with that filter added or removed.
 */
export function RoomFilterChecks(props: {
  filters: readonly Filter[];
  criteria: SearchCriteria;
  onChange(next: SearchCriteria): void;
}) {
  const { locale } = useLocale();
  const { criteria } = props;
  return props.filters.map((filter) => (
    <label key={filter.id} className="hb-check">
      <input
        type="checkbox"
        checked={criteria.filters.includes(filter.id)}
        onChange={(event) =>
          props.onChange({
            ...criteria,
            filters: event.currentTarget.checked
              ? [...criteria.filters, filter.id]
              : criteria.filters.filter((f) => f !== filter.id),
          })
        }
      />
      {filter.translations[locale] ?? filter.name}
    </label>
  ));
}
