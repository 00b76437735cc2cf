import { useAtomValue } from 'jotai';
import * as v from 'valibot';
import type { StaffInvitationSchema } from '../../../api/contract/console/staff.ts';
import { InviteStaffSchema } from '../../../api/contract/console/staff.ts';
import { inviteConsoleStaff } from '../../../api/contract/endpoints/console-staff.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { STAFF_ROLES } from '../../../rules/console/capabilities.ts';
import { LOCALES } from '../../../rules/locales.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useConsoleLocale, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { sessionAtom } from '../../shared/session/session-state.ts';
import {
  HotelLimitField,
  type HotelLimitValues,
  hotelKey,
  hotelLimitOf,
} from './HotelLimitField.tsx';
import { roleText } from './staff-text.ts';

type InviteValues = { email: string; role: string; locale: string } & HotelLimitValues;

/** The invitation with at least one hotel when limited (an empty limit would open nothing). */
const InviteSchema = v.pipe(
  InviteStaffSchema,
  v.forward(
    v.check((invite) => invite.hotels === null || invite.hotels.length > 0, 'no_hotel'),
    ['hotels'],
  ),
);

/**
 * Invites someone by e-mail: their role, the hotels they may work on (all by default) and the
 * language of the e-mail and of their console. The link is valid for 7 days, once.
 */
export function InviteForm({
  onInvited,
}: {
  readonly onInvited: (invitation: v.InferOutput<typeof StaffInvitationSchema>) => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const { locale } = useConsoleLocale();
  const hotels = useAtomValue(sessionAtom)?.hotels ?? [];
  const form = useConsoleForm({
    initial: {
      email: '',
      role: 'manager',
      locale,
      all: true,
      ...Object.fromEntries(hotels.map((hotel) => [hotelKey(hotel.code), false])),
    } as InviteValues,
    schema: InviteSchema,
    toInput: (values) => ({
      email: values.email,
      role: values.role,
      locale: values.locale,
      hotels: hotelLimitOf(values, hotels),
    }),
    reasonText: (reason) => (reason === 'no_hotel' ? 'staff.hotels.none' : undefined),
    errorCodes: { [ErrorCode.conflict]: 'staff.invite.taken' },
    onSubmit: async (body: v.InferOutput<typeof InviteSchema>) => {
      const invitation = await call(inviteConsoleStaff, { body });
      form.set('email', '');
      onInvited(invitation);
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <ErrorSummary form={form} />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="off"
        ltr
      />
      <SelectField
        form={form}
        name="role"
        label={t('staff.role')}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(roleText(role)) }))}
      />
      <HotelLimitField form={form} hotels={hotels} />
      <SelectField
        form={form}
        name="locale"
        label={t('staff.invite.language')}
        hint={t('staff.invite.languageHint')}
        options={LOCALES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
      />
      <SubmitButton form={form}>{t('staff.invite.submit')}</SubmitButton>
    </form>
  );
}
