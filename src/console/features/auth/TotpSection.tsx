import { useAtomValue } from 'jotai';
import * as v from 'valibot';
import {
  RecoveryCodeSchema,
  TotpCodeSchema,
  TotpConfirmSchema,
} from '../../../api/contract/console/auth.ts';
import {
  confirmConsoleTotp,
  disableConsoleTotp,
  enrolConsoleTotp,
} from '../../../api/contract/endpoints/console-auth.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { useAction } from '../../shared/load/use-action.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { useRefreshSession } from '../../shared/session/use-refresh-session.ts';

type Enrolment = { readonly secret: string; readonly qr: string };

/**
 * The authenticator app (TOTP): set up by scanning the QR code or typing the key, confirmed with
 * a first code, which answers the recovery codes, shown this once; turned off with a current
 * code or a recovery code.
 */
export function TotpSection() {
  const t = useCT();
  const call = useConsoleCall();
  const on = useAtomValue(sessionAtom)?.second_factor.totp === true;
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const { busy, failure, run } = useAction();

  const start = () =>
    run(
      () => call(enrolConsoleTotp),
      (answer) => setEnrolment({ secret: answer.secret, qr: answer.qr_data_uri }),
    );

  return (
    <section aria-labelledby="cs-totp">
      <h2 id="cs-totp">{t('auth.totp.heading')}</h2>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : enrolment ? (
        <ConfirmEnrolment
          enrolment={enrolment}
          onConfirmed={(recovery) => {
            setEnrolment(null);
            setCodes(recovery);
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : on ? (
        <DisableTotp />
      ) : (
        <>
          <p>{t('auth.totp.intro')}</p>
          <FailureAlert failure={failure} />
          <button
            type="button"
            className="cs-button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={start}
          >
            {busy ? t('form.busy') : t('auth.totp.setUp')}
          </button>
        </>
      )}
    </section>
  );
}

function ConfirmEnrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  readonly enrolment: Enrolment;
  readonly onConfirmed: (codes: readonly string[]) => void;
  readonly onCancel: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const refresh = useRefreshSession();
  const form = useConsoleForm({
    initial: { code: '' },
    schema: TotpConfirmSchema,
    errorCodes: { [ErrorCode.notAllowed]: 'auth.second.wrongCode' },
    onSubmit: async (body: v.InferOutput<typeof TotpConfirmSchema>) => {
      const answer = await call(confirmConsoleTotp, { body });
      await refresh();
      onConfirmed(answer.recovery_codes);
    },
  });
  return (
    <>
      <ol>
        <li>{t('auth.totp.step.scan')}</li>
        <li>{t('auth.totp.step.confirm')}</li>
      </ol>
      <img
        className="cs-qr"
        src={enrolment.qr}
        alt={t('auth.totp.qrAlt')}
        width={200}
        height={200}
      />
      <p>
        {t('auth.totp.manual')} <span className="cs-code">{enrolment.secret}</span>
      </p>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="code"
          label={t('auth.second.code')}
          hint={t('auth.second.codeHint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          ltr
        />
        <div className="cs-actions">
          <SubmitButton form={form}>{t('auth.totp.confirm')}</SubmitButton>
          <button type="button" className="cs-link-button" onClick={onCancel}>
            {t('auth.totp.cancel')}
          </button>
        </div>
      </form>
    </>
  );
}

/** The recovery codes, shown this once: the member keeps them somewhere safe. */
function RecoveryCodes({
  codes,
  onDone,
}: {
  readonly codes: readonly string[];
  readonly onDone: () => void;
}) {
  const t = useCT();
  return (
    <div className="cs-notice" role="status">
      <p>{t('auth.totp.on')}</p>
      <p>
        <strong>{t('auth.recovery.heading')}</strong>
      </p>
      <p>{t('auth.recovery.intro')}</p>
      <ul className="cs-codes" aria-label={t('auth.recovery.heading')}>
        {codes.map((code) => (
          <li key={code} className="cs-code">
            {code}
          </li>
        ))}
      </ul>
      <button type="button" className="cs-button" onClick={onDone}>
        {t('auth.recovery.saved')}
      </button>
    </div>
  );
}

const DisableSchema = v.union([
  v.object({ code: TotpCodeSchema }),
  v.object({ recovery_code: RecoveryCodeSchema }),
]);

function DisableTotp() {
  const t = useCT();
  const call = useConsoleCall();
  const refresh = useRefreshSession();
  const [recovery, setRecovery] = useState(false);
  const form = useConsoleForm({
    initial: { code: '', recovery_code: '' },
    schema: recovery
      ? v.object({ recovery_code: RecoveryCodeSchema })
      : v.object({ code: TotpCodeSchema }),
    toInput: (values) =>
      recovery ? { recovery_code: values.recovery_code } : { code: values.code },
    errorCodes: { [ErrorCode.notAllowed]: 'auth.second.wrongCode' },
    onSubmit: async (body: v.InferOutput<typeof DisableSchema>) => {
      await call(disableConsoleTotp, { body });
      await refresh();
    },
  });
  return (
    <>
      <p>{t('auth.totp.on')}</p>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name={recovery ? 'recovery_code' : 'code'}
          label={t(recovery ? 'auth.second.recovery' : 'auth.second.code')}
          hint={t('auth.totp.offHint')}
          autoComplete="off"
          inputMode={recovery ? 'text' : 'numeric'}
          ltr
        />
        <div className="cs-actions">
          <SubmitButton form={form} secondary>
            {t('auth.totp.turnOff')}
          </SubmitButton>
          <button
            type="button"
            className="cs-link-button"
            onClick={() => setRecovery((current) => !current)}
          >
            {t(recovery ? 'auth.second.useCode' : 'auth.second.useRecovery')}
          </button>
        </div>
      </form>
    </>
  );
}
