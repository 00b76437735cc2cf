import {
  type GatewaySettings,
  UpdateGatewaySettingsSchema,
} from '../../../api/contract/console/payments.ts';
import {
  getConsolePaymentGateway,
  updateConsolePaymentGateway,
} from '../../../api/contract/endpoints/console-payments.ts';
import { useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { CopyButton } from '../embed/CopyButton.tsx';
import { type GatewayValues, gatewayInput, modeMessage } from './gateway-form.ts';

/**
 * `/hotels/:hotel/payments` (owners, issue 43): which gateway takes the hotel's cards, Stripe's
 * keys and the mode they are in, said plainly. Secrets are write-only: the page only ever knows
 * whether one is stored, and an empty field keeps it.
 */
export function PaymentsScreen({ params }: ConsoleScreenProps) {
  const call = useConsoleCall();
  const hotel = params.hotel ?? '';
  const [round, setRound] = useState(0);
  const { state, reload } = useLoad(
    (signal) => call(getConsolePaymentGateway, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel, round],
  );
  return (
    <LoadStatus state={state} retry={reload}>
      {(settings) => (
        <GatewayForm
          key={`${hotel}-${round}`}
          hotel={hotel}
          settings={settings}
          onSaved={() => setRound((n) => n + 1)}
        />
      )}
    </LoadStatus>
  );
}

function GatewayForm({
  hotel,
  settings,
  onSaved,
}: {
  readonly hotel: string;
  readonly settings: GatewaySettings;
  readonly onSaved: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const [saved, setSaved] = useState(false);
  const form = useConsoleForm({
    initial: {
      gateway: settings.gateway,
      stripe_publishable_key: settings.stripe?.publishable_key ?? '',
      stripe_secret_key: '',
      stripe_webhook_secret: '',
    } satisfies GatewayValues,
    schema: UpdateGatewaySettingsSchema,
    toInput: gatewayInput,
    onSubmit: async (body) => {
      setSaved(false);
      await call(updateConsolePaymentGateway, { params: { hotel }, body });
      setSaved(true);
      onSaved();
    },
  });
  const secretHint = (set: boolean | undefined): string =>
    t(set ? 'payments.secretSet' : 'payments.secretNotSet');
  const now: ConsoleMessageId = modeMessage(settings);
  return (
    <>
      <p>{t('payments.intro')}</p>
      <p
        className={
          settings.stripe?.mode === 'live' && settings.gateway === 'stripe'
            ? 'cs-alert'
            : 'cs-status'
        }
        data-mode={settings.gateway === 'stripe' ? settings.stripe?.mode : 'test-gateway'}
      >
        <strong>{t(now)}</strong>
      </p>
      {settings.live_keys_allowed ? null : <p>{t('payments.liveRefused')}</p>}
      {saved ? (
        <p className="cs-status" role="status">
          {t('payments.saved')}
        </p>
      ) : null}
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <SelectField
          form={form}
          name="gateway"
          label={t('payments.gateway')}
          options={[
            { value: 'test', label: t('payments.gateway.test') },
            { value: 'stripe', label: t('payments.gateway.stripe') },
          ]}
        />
        <TextField
          form={form}
          name="stripe_publishable_key"
          label={t('payments.publishableKey')}
          hint={t('payments.publishableKeyHint')}
          autoComplete="off"
          optional
          ltr
        />
        {(
          [
            ['stripe_secret_key', 'payments.secretKey', settings.stripe?.secret_key_set],
            [
              'stripe_webhook_secret',
              'payments.webhookSecret',
              settings.stripe?.webhook_secret_set,
            ],
          ] as const
        ).map(([name, label, set]) => (
          // Write-only: never filled in, the hint says whether one is stored.
          <TextField
            key={name}
            form={form}
            name={name}
            type="password"
            label={t(label)}
            hint={secretHint(set)}
            autoComplete="new-password"
            optional
            ltr
          />
        ))}
        <SubmitButton form={form}>{t('payments.save')}</SubmitButton>
      </form>
      <section aria-labelledby="payments-webhook">
        <h2 id="payments-webhook">{t('payments.webhookUrl')}</h2>
        <p>{t('payments.webhookUrlHint')}</p>
        <pre className="cs-code" dir="ltr">
          {settings.webhook_url}
        </pre>
        <CopyButton text={settings.webhook_url} label={t('payments.webhookUrl')} />
      </section>
    </>
  );
}
