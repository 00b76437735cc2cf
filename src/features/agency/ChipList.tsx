import { useLocation } from 'wouter';
import { useIntl, useLocale, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import { fieldId } from './FiltersForm.tsx';
import { type AgencyQuery, type Chip, chipsOf, kidsAgesOf, searchAddress } from './search-query.ts';
import { amenityName, areaName, kindName } from './vocabulary-names.ts';

/** The filter field a chip's "edit" takes the guest to. */
const fieldOf = (chip: Chip): string =>
  chip.key === 'dates'
    ? fieldId('checkin')
    : chip.key === 'amenities'
      ? fieldId(`amenity-${chip.value}`)
      : fieldId(chip.key);

/** Takes the guest to a filter's field, opening the folded filters first. */
function editField(id: string): void {
  const field = document.getElementById(id);
  const folded = field?.closest('details');
  if (folded) folded.open = true;
  field?.focus();
}

/**
 * The search's active filters as chips (the assisted request's understanding, or the form's):
 * the chip's text goes to its field in the filters form to edit it; its × removes it.
 */
export function ChipList({ query }: { query: AgencyQuery }) {
  const t = useT();
  const { locale } = useLocale();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const chips = chipsOf(query);
  if (chips.length === 0) return null;
  const label = (chip: Chip): string => {
    switch (chip.key) {
      case 'area':
        return areaName(chip.value, locale);
      case 'amenities':
        return amenityName(chip.value, locale);
      case 'kind':
        return kindName(chip.value, locale);
      case 'adults':
        return t('agency.chip.adults', { count: Number(chip.value) });
      case 'children': {
        // Ages the assisted search read ("2 kids aged 4 and 9") are shown with them.
        const ages = kidsAgesOf(query).map(String);
        return ages.length
          ? t('agency.chip.childrenAges', {
              count: Number(chip.value),
              ages: intl.formatList(ages, { type: 'conjunction' }),
            })
          : t('agency.chip.children', { count: Number(chip.value) });
      }
      case 'rating_min':
        return t('agency.chip.rating_min', { rating: Number(chip.value) });
      // The search's price bounds are in yen (the catalogue's currency).
      case 'price_min':
        return t('agency.chip.price_min', { price: formatMoney(intl, Number(chip.value), 'JPY') });
      case 'price_max':
        return t('agency.chip.price_max', { price: formatMoney(intl, Number(chip.value), 'JPY') });
      default:
        return chip.value;
    }
  };
  return (
    <section className="hb-agency-chips" aria-labelledby="hb-agency-chips-title">
      <h2 className="hb-label" id="hb-agency-chips-title">
        {t('agency.chips.title')}
      </h2>
      <ul className="hb-agency-chip-list">
        {chips.map((chip) => {
          const text = label(chip);
          return (
            <li key={`${chip.key}-${chip.value}`} className="hb-agency-chip">
              <button
                type="button"
                className="hb-agency-chip-edit"
                aria-label={t('agency.chip.edit', { filter: text })}
                onClick={() => editField(fieldOf(chip))}
              >
                <bdi>{text}</bdi>
              </button>
              <button
                type="button"
                className="hb-agency-chip-remove"
                aria-label={t('agency.chip.remove', { filter: text })}
                onClick={() => navigate(searchAddress(chip.without))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
