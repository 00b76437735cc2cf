import { useAtomValue, useStore } from 'jotai';
import { useLocation } from 'wouter';
import type { Member } from '../../api/contract/membership.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useId, useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { ErrorLine } from '../../shared/form/ErrorLine.tsx';
import { TextAreaField, TextField } from '../../shared/form/Field.tsx';
import { forgetMemberSession } from '../../shared/member/member-session.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { deleteAccount } from './account-api.ts';
import { accountErrorText, isWrongPassword } from './account-errors.ts';
import {
  type AccountMessage,
  REMOVAL_REASONS,
  type RemovalInput,
  type RemovalReason,
  removalBody,
  removalErrors,
} from './account-forms.ts';
import { useSubmit } from './use-submit.ts';

const REASON_LABELS: Record<RemovalReason, MessageId> = {
  not_used: 'account.delete.reason.not_used',
  high_price: 'account.delete.reason.high_price',
  not_attractive: 'account.delete.reason.not_attractive',
  other: 'account.delete.reason.other',
};

/**
 * Deleting the account with a reason (product.md §6), the password of a member who has one.
 * Then the session is forgotten on this device and the deleted-account page opens.
 */
export function DeleteSection({ member }: { member: Member }) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const store = useStore();
  const settings = useAtomValue(initSettingsAtom);
  const [, navigate] = useLocation();
  const Heading = useHeading(2);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState<RemovalInput>({ reason: '', details: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'password', AccountMessage>>>({});
  const firstReason = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const submit = useSubmit();

  const send = async () => {
    const found = removalErrors(input, member.has_password);
    setErrors(found);
    if (found.reason) return firstReason.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (input.reason === '') return;
    const body = removalBody({ ...input, reason: input.reason }, member.has_password);
    const result = await submit.run(() => deleteAccount(api, body));
    if (result.ok) {
      // Leave the login-required page first, then forget the session (no sign-in redirect).
      navigate('/member-deleted-confirmation');
      forgetMemberSession(store, settings?.hotel_brand_id ?? member.hotel_brand_id);
    } else if (isWrongPassword(result.error)) {
      submit.clear();
      setErrors({ password: 'account.error.wrongPassword' });
      passwordRef.current?.focus();
    }
  };

  return (
    <section className="hb-card hb-ac-danger" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="hb-ac-heading">
        {t('account.delete.title')}
      </Heading>
      <p className="hb-muted">{t('account.delete.note')}</p>
      {!open ? (
        <button type="button" className="hb-btn hb-btn-quiet" onClick={() => setOpen(true)}>
          {t('account.delete.start')}
        </button>
      ) : (
        <form
          className="hb-form hb-ac-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <fieldset
            className="hb-ac-reasons"
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          >
            <legend>{t('account.delete.reason')}</legend>
            {REMOVAL_REASONS.map((reason, i) => (
              <label key={reason} className="hb-check">
                <input
                  type="radio"
                  name="removal_reason"
                  value={reason}
                  checked={input.reason === reason}
                  aria-invalid={errors.reason ? 'true' : 'false'}
                  onChange={() => setInput({ ...input, reason })}
                  {...(i === 0 ? { ref: firstReason } : {})}
                />
                {t(REASON_LABELS[reason])}
              </label>
            ))}
            <ErrorLine id={`${id}-reason-error`} error={errors.reason && t(errors.reason)} />
          </fieldset>
          {input.reason === 'other' && (
            <TextAreaField
              name="removal_details"
              label={t('account.delete.details')}
              mark={t('account.optional')}
              maxLength={255}
              rows={3}
              value={input.details}
              onChange={(details) => setInput({ ...input, details })}
            />
          )}
          {member.has_password && (
            <TextField
              name="removal_password"
              label={t('account.password.current')}
              type="password"
              autoComplete="current-password"
              required
              value={input.password}
              onChange={(password) => setInput({ ...input, password })}
              error={errors.password && t(errors.password)}
              inputRef={passwordRef}
            />
          )}
          <div role="alert">
            {submit.failure && <p className="hb-error">{accountErrorText(intl, submit.failure)}</p>}
          </div>
          <div className="hb-ac-actions">
            <button type="submit" className="hb-btn" disabled={submit.busy}>
              {t('account.delete.submit')}
            </button>
            <button
              type="button"
              className="hb-btn hb-btn-quiet"
              disabled={submit.busy}
              onClick={() => setOpen(false)}
            >
              {t('account.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
