import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { HotelDetailsSchema } from '../../../api/contract/console/hotel.ts';
import { getConsoleSession } from '../../../api/contract/endpoints/console-auth.ts';
import { createConsoleHotel } from '../../../api/contract/endpoints/console-hotels.ts';
import { LOCALES } from '../../../rules/locales.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { currentHotelAtom, sessionAtom } from '../../shared/session/session-state.ts';
import { ChoiceGroup } from '../settings/ChoiceGroup.tsx';
import { hotelChoices } from '../settings/hotel-options.ts';
import { reasonText } from '../settings/SettingsForm.tsx';
import { useSettingsStyles } from '../settings/settings-css.ts';
import { detailsOfValues, newHotelValues } from './hotel-values.ts';

/**
 * `/hotels/new` (owners): adds a hotel to the brand. Once made, the console knows it (the
 * session's hotel list is asked again), works on it, and opens its settings.
 */
export function AddHotelScreen() {
  useSettingsStyles();
  const t = useCT();
  const call = useConsoleCall();
  const [, navigate] = useLocation();
  const setSession = useSetAtom(sessionAtom);
  const setHotel = useSetAtom(currentHotelAtom);
  const form = useConsoleForm({
    initial: newHotelValues(),
    schema: HotelDetailsSchema,
    toInput: detailsOfValues,
    reasonText,
    errorCodes: { 9409: 'hotels.codeTaken' },
    onSubmit: async (body) => {
      const made = await call(createConsoleHotel, { body });
      setSession(await call(getConsoleSession));
      setHotel(made.data.code);
      navigate(`/hotels/${made.data.code}/settings`);
    },
  });
  const choices = hotelChoices(t, form.values.time_zone);
  return (
    <form onSubmit={form.submit} noValidate className="cs-card">
      <ErrorSummary form={form} />
      <p>{t('hotels.addIntro')}</p>
      <TextField
        form={form}
        name="code"
        label={t('hotels.field.code')}
        hint={t('hotels.field.codeHint')}
        ltr
        autoComplete="off"
      />
      <TextField form={form} name="name" label={t('hotels.field.name')} />
      <details>
        <summary>{t('hotels.field.names')}</summary>
        {LOCALES.map((locale) => (
          <TextField
            key={locale}
            form={form}
            name={`names.${locale}`}
            label={t(`language.${locale}`)}
            optional
          />
        ))}
      </details>
      <TextField
        form={form}
        name="address.post_code"
        label={t('hotels.field.postCode')}
        optional
        ltr
      />
      <TextField form={form} name="address.full_address" label={t('hotels.field.address')} />
      <TextField
        form={form}
        name="address.country"
        label={t('hotels.field.country')}
        hint={t('hotels.field.countryHint')}
        ltr
      />
      <TextField
        form={form}
        name="coordinates.latitude"
        label={t('hotels.field.latitude')}
        optional
        ltr
        inputMode="decimal"
      />
      <TextField
        form={form}
        name="coordinates.longitude"
        label={t('hotels.field.longitude')}
        optional
        ltr
        inputMode="decimal"
      />
      <SelectField
        form={form}
        name="time_zone"
        label={t('hotels.field.timeZone')}
        options={choices.timeZones}
      />
      <SelectField
        form={form}
        name="currency"
        label={t('hotels.field.currency')}
        options={choices.currencies}
      />
      <SelectField
        form={form}
        name="locale"
        label={t('hotels.field.locale')}
        options={choices.locales}
      />
      <ChoiceGroup
        form={form}
        list="languages"
        legend={t('hotels.field.languages')}
        choices={LOCALES.map((locale) => ({
          name: `languages.${locale}` as const,
          label: t(`language.${locale}`),
        }))}
      />
      <div className="cs-actions">
        <SubmitButton form={form}>{t('hotels.add')}</SubmitButton>
      </div>
    </form>
  );
}
