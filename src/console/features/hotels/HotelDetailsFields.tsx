import { LOCALES } from '../../../rules/locales.ts';
import { type ConsoleForm, SelectField, TextField } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { ChoiceGroup } from '../settings/ChoiceGroup.tsx';
import { hotelChoices } from '../settings/hotel-options.ts';
import type { HotelSectionValues } from './hotel-values.ts';

/**
 * A hotel's details (its code aside, which is fixed once made): name and names per language,
 * address, coordinates, time zone, currency, language and the widget's languages. One set of
 * fields for the add-a-hotel form and the settings form's hotel section, whose values are both
 * named by the settings document's paths (`hotel.address.country`).
 */
export function HotelDetailsFields({ form }: { readonly form: ConsoleForm<HotelSectionValues> }) {
  const t = useCT();
  const choices = hotelChoices(t, form.values['hotel.time_zone']);
  return (
    <>
      <TextField form={form} name="hotel.name" label={t('hotels.field.name')} />
      <details>
        <summary>{t('hotels.field.names')}</summary>
        {LOCALES.map((locale) => (
          <TextField
            key={locale}
            form={form}
            name={`hotel.names.${locale}`}
            label={t(`language.${locale}`)}
            optional
          />
        ))}
      </details>
      <TextField
        form={form}
        name="hotel.address.post_code"
        label={t('hotels.field.postCode')}
        optional
        ltr
      />
      <TextField form={form} name="hotel.address.full_address" label={t('hotels.field.address')} />
      <TextField
        form={form}
        name="hotel.address.country"
        label={t('hotels.field.country')}
        hint={t('hotels.field.countryHint')}
        ltr
      />
      <TextField
        form={form}
        name="hotel.coordinates.latitude"
        label={t('hotels.field.latitude')}
        optional
        ltr
        inputMode="decimal"
      />
      <TextField
        form={form}
        name="hotel.coordinates.longitude"
        label={t('hotels.field.longitude')}
        optional
        ltr
        inputMode="decimal"
      />
      <SelectField
        form={form}
        name="hotel.time_zone"
        label={t('hotels.field.timeZone')}
        options={choices.timeZones}
      />
      <SelectField
        form={form}
        name="hotel.currency"
        label={t('hotels.field.currency')}
        options={choices.currencies}
      />
      <SelectField
        form={form}
        name="hotel.locale"
        label={t('hotels.field.locale')}
        options={choices.locales}
      />
      <ChoiceGroup
        form={form}
        list="hotel.languages"
        legend={t('hotels.field.languages')}
        choices={LOCALES.map((locale) => ({
          name: `hotel.languages.${locale}` as const,
          label: t(`language.${locale}`),
        }))}
      />
    </>
  );
}
