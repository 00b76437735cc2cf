import { useSetAtom } from 'jotai';
import * as v from 'valibot';
import { useLocation } from 'wouter';
import { HotelDetailsSchema } from '../../../api/contract/console/hotel.ts';
import { getConsoleSession } from '../../../api/contract/endpoints/console-auth.ts';
import { createConsoleHotel } from '../../../api/contract/endpoints/console-hotels.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { currentHotelAtom, sessionAtom } from '../../shared/session/session-state.ts';
import { reasonText } from '../settings/reason-text.ts';
import { useSettingsStyles } from '../settings/settings-css.ts';
import { HotelDetailsFields } from './HotelDetailsFields.tsx';
import { detailsOfValues, newHotelValues } from './hotel-values.ts';

/** The new hotel under `hotel`, as the settings document has its details. */
const NewHotelSchema = v.object({ hotel: HotelDetailsSchema });

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
    schema: NewHotelSchema,
    toInput: detailsOfValues,
    reasonText,
    errorCodes: { 9409: 'hotels.codeTaken' },
    // The body is the hotel itself: a refused `address.country` is the field `hotel.address.country`.
    refusedFieldName: (field) => `hotel.${field}`,
    onSubmit: async (body) => {
      const made = await call(createConsoleHotel, { body: body.hotel });
      setSession(await call(getConsoleSession));
      setHotel(made.data.code);
      navigate(`/hotels/${made.data.code}/settings`);
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className="cs-card">
      <ErrorSummary form={form} />
      <p>{t('hotels.addIntro')}</p>
      <TextField
        form={form}
        name="hotel.code"
        label={t('hotels.field.code')}
        hint={t('hotels.field.codeHint')}
        ltr
        autoComplete="off"
      />
      <HotelDetailsFields form={form} />
      <div className="cs-actions">
        <SubmitButton form={form}>{t('hotels.add')}</SubmitButton>
      </div>
    </form>
  );
}
