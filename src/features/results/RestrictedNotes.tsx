import type { RestrictedPlan } from '../../api/contract/rooms.ts';
import { ApiError } from '../../api/errors/api-error.ts';
import { useIntl } from '../../i18n/react.tsx';
import { errorMessage } from '../../shared/errors/error-message.ts';

/**
 * Why plans the guest might expect are missing from this stay's results (issue 39): each plan
 * its restrictions leave out, named, with the text the quote's refusal would show (9470-9478:
 * a two-night minimum, no arrivals that day…), so the guest can change the dates.
 */
export function RestrictedNotes({ restricted }: { restricted: readonly RestrictedPlan[] }) {
  const intl = useIntl();
  return (
    <ul className="hb-muted hb-restricted">
      {restricted.map((r) => (
        <li key={`${r.room_type_code}/${r.room_plan_code}`}>
          <strong>
            <bdi>{r.room_plan_name}</bdi>
          </strong>{' '}
          {errorMessage(
            intl,
            new ApiError({
              title: 'restricted',
              status: 422,
              code: r.code,
              payload: r.payload,
              local: false,
            }),
          )}
        </li>
      ))}
    </ul>
  );
}
