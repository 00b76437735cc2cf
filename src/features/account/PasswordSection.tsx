import { useAtomValue, useStore } from 'jotai';
import type { Member } from '../../api/contract/membership.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { TextField } from '../../shared/form/Field.tsx';
import { keepMemberSession } from '../../shared/member/member-session.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { changePassword } from './account-api.ts';
import { accountErrorText, isWrongPassword } from './account-errors.ts';
import {
  type AccountMessage,
  confirmationError,
  newPasswordError,
  requiredPasswordError,
} from './account-forms.ts';
import { useSubmit } from './use-submit.ts';

type Field = 'current' | 'next' | 'confirmation';

/**
 * Changing the password: the current one, the new one twice (product.md §5). The server
 * revokes every session and answers a fresh one, which is kept at once (keepMemberSession) so
 * this device stays signed in.
 */
export function PasswordSection({ member }: { member: Member }) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const store = useStore();
  const settings = useAtomValue(initSettingsAtom);
  const Heading = useHeading(2);
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    confirmation: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, AccountMessage>>>({});
  const [done, setDone] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const submit = useSubmit();

  const send = async () => {
    setDone(false);
    const found: Partial<Record<Field, AccountMessage>> = {};
    const current = requiredPasswordError(values.current);
    const next = newPasswordError(values.next, values.current);
    const confirmation = confirmationError(values.confirmation, values.next);
    if (current) found.current = current;
    if (next) found.next = next;
    if (confirmation) found.confirmation = confirmation;
    setErrors(found);
    const first = (['current', 'next', 'confirmation'] as const).find((field) => found[field]);
    if (first) return refs.current[first]?.focus();
    const result = await submit.run(() =>
      changePassword(api, values.current, values.next, values.confirmation),
    );
    if (result.ok) {
      keepMemberSession(store, settings?.hotel_brand_id ?? member.hotel_brand_id, result.value);
      setValues({ current: '', next: '', confirmation: '' });
      setDone(true);
    } else if (isWrongPassword(result.error)) {
      submit.clear();
      setErrors({ current: 'account.error.wrongPassword' });
      refs.current.current?.focus();
    }
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <TextField
      name={`password_${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(value) => setValues({ ...values, [name]: value })}
      error={errors[name] && t(errors[name])}
      {...(hint ? { hint } : {})}
      inputRef={(node) => {
        refs.current[name] = node;
      }}
    />
  );

  return (
    <section className="hb-card" aria-labelledby="hb-ac-password">
      <Heading id="hb-ac-password" className="hb-ac-heading">
        {t('account.password.title')}
      </Heading>
      <div role="status">{done && <p className="hb-ac-ok">{t('account.password.done')}</p>}</div>
      <form
        className="hb-form hb-ac-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {field('current', t('account.password.current'), 'current-password')}
        {field('next', t('account.password.new'), 'new-password', t('account.password.rule'))}
        {field('confirmation', t('account.password.confirm'), 'new-password')}
        <div role="alert">
          {submit.failure && <p className="hb-error">{accountErrorText(intl, submit.failure)}</p>}
        </div>
        <div className="hb-ac-actions">
          <button type="submit" className="hb-btn" disabled={submit.busy}>
            {t('account.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
