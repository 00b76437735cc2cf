import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useId } from '../../react.ts';
import { TextField } from '../../shared/form/Field.tsx';
import { passwordRuleLines } from './password-rules.ts';

type Ref = { current: HTMLInputElement | null };

/** A new password and its confirmation, with the §5 rules listed and ticked as typed. */
export function NewPasswordFields(props: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password?: MessageId | undefined; confirmation?: MessageId | undefined };
  passwordRef: Ref;
  confirmationRef: Ref;
  label?: string;
}) {
  const t = useT();
  const rulesId = useId();
  return (
    <>
      <TextField
        label={props.label ?? t('membership.field.password')}
        type="password"
        autoComplete="new-password"
        name="password"
        value={props.password}
        onChange={props.onPassword}
        error={props.errors.password && t(props.errors.password)}
        maxLength={128}
        required
        inputRef={props.passwordRef}
      />
      <div id={rulesId}>
        <p className="hb-muted hb-small hb-mb-note">{t('membership.password.rule.title')}</p>
        <ul className="hb-mb-rules hb-small">
          {passwordRuleLines(props.password).map((line) => (
            <li key={line.id} className={line.met ? 'hb-mb-met' : undefined}>
              {t(line.id)}
              {line.met && (
                <span className="hb-visually-hidden">{` (${t('membership.password.met')})`}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <TextField
        label={t('membership.field.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        name="password_confirmation"
        value={props.confirmation}
        onChange={props.onConfirmation}
        error={props.errors.confirmation && t(props.errors.confirmation)}
        maxLength={128}
        required
        inputRef={props.confirmationRef}
      />
    </>
  );
}
