import { useAtomValue } from 'jotai';
import * as v from 'valibot';
import { HotelLimitSchema, type StaffMember } from '../../../api/contract/console/staff.ts';
import { updateConsoleStaff } from '../../../api/contract/endpoints/console-staff.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { sessionAtom } from '../../shared/session/session-state.ts';
import {
  HotelLimitField,
  type HotelLimitValues,
  hotelKey,
  hotelLimitOf,
} from './HotelLimitField.tsx';

/** A limit with at least one hotel (an empty one would open nothing), as at invitation. */
const LimitSchema = v.object({
  hotels: v.pipe(
    HotelLimitSchema,
    v.check((hotels) => hotels === null || hotels.length > 0, 'no_hotel'),
  ),
});

/** The ticks of a member's current limit: every hotel, or those the member has. */
export function limitValues(
  hotels: readonly { readonly code: string }[],
  limit: readonly string[] | null,
): HotelLimitValues {
  return {
    all: limit === null,
    ...Object.fromEntries(
      hotels.map((hotel) => [hotelKey(hotel.code), limit?.includes(hotel.code) === true]),
    ),
  };
}

/**
 * A member's hotels, changed in place by the owner (the invitation's field, opened by a button
 * that names the member). Saving ends the member's sessions, as a role change does, so the new
 * limit applies from their next sign-in; the server audits before → after.
 */
export function HotelLimitChange({
  member,
  onChanged,
}: {
  readonly member: StaffMember;
  readonly onChanged: (status: string) => void;
}) {
  const t = useCT();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="cs-link-button" onClick={() => setOpen(true)}>
        {t('staff.hotels.change', { email: member.email })}
      </button>
    );
  return <LimitForm member={member} onChanged={onChanged} onCancel={() => setOpen(false)} />;
}

function LimitForm({
  member,
  onChanged,
  onCancel,
}: {
  readonly member: StaffMember;
  readonly onChanged: (status: string) => void;
  readonly onCancel: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const hotels = useAtomValue(sessionAtom)?.hotels ?? [];
  const form = useConsoleForm({
    initial: limitValues(hotels, member.hotels),
    schema: LimitSchema,
    toInput: (values) => ({ hotels: hotelLimitOf(values, hotels) }),
    reasonText: (reason) => (reason === 'no_hotel' ? 'staff.hotels.none' : undefined),
    onSubmit: async ({ hotels: limit }) => {
      await call(updateConsoleStaff, {
        params: { id: String(member.id) },
        body: { hotels: limit },
      });
      onChanged(t('staff.hotels.changed', { email: member.email }));
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <ErrorSummary form={form} />
      <HotelLimitField form={form} hotels={hotels} />
      <div className="cs-wrap">
        <SubmitButton form={form}>{t('staff.hotels.save')}</SubmitButton>
        <button type="button" className="cs-link-button" onClick={onCancel}>
          {t('auth.totp.cancel')}
        </button>
      </div>
    </form>
  );
}
