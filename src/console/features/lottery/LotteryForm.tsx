import type { CreateConsoleLotteryEvent } from '../../../api/contract/console/lottery.ts';
import { CreateConsoleLotteryEventSchema } from '../../../api/contract/console/lottery.ts';
import { LOCALES } from '../../../rules/locales.ts';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { type LotteryFormValues, lotteryInput, lotteryReason } from './lottery-form.ts';

/** The event's nights, counts and times, in the order a planner thinks of them. */
const WINDOW_FIELDS: readonly (readonly [
  keyof LotteryFormValues,
  ConsoleMessageId,
  'date' | 'datetime-local' | 'count',
])[] = [
  ['stay_from', 'lottery.field.stayFrom', 'date'],
  ['stay_to', 'lottery.field.stayTo', 'date'],
  ['rooms_held', 'lottery.field.roomsHeld', 'count'],
  ['min_nights', 'lottery.field.minNights', 'count'],
  ['max_nights', 'lottery.field.maxNights', 'count'],
  ['entries_open_at', 'lottery.field.entriesOpen', 'datetime-local'],
  ['entries_close_at', 'lottery.field.entriesClose', 'datetime-local'],
  ['result_at', 'lottery.field.result', 'datetime-local'],
  ['reservation_deadline', 'lottery.field.deadline', 'datetime-local'],
];

/** The catalogue's 1105: a night of the stay window has fewer free rooms than would be held. */
const ROOMS_SHORT = 1105;
/** 9409 on an edit: a field that may not change any more (entries exist, or drawn). */
const LOCKED = 9409;

/**
 * An event's setting, to set one up or edit one: name, plan, note, stay window, rooms held,
 * nights and adults, the four moments, and the name and note per locale (folded away: most
 * events have one language's texts).
 */
export function LotteryForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  readonly initial: LotteryFormValues;
  readonly submitLabel: string;
  readonly onSubmit: (body: CreateConsoleLotteryEvent) => Promise<void>;
}) {
  const t = useCT();
  const form = useConsoleForm({
    initial,
    schema: CreateConsoleLotteryEventSchema,
    toInput: lotteryInput,
    reasonText: lotteryReason,
    errorCodes: { [ROOMS_SHORT]: 'lottery.roomsShort', [LOCKED]: 'lottery.edit.locked' },
    onSubmit,
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <ErrorSummary form={form} />
      <TextField form={form} name="name" label={t('lottery.field.name')} />
      <TextField
        form={form}
        name="plan_code"
        label={t('lottery.field.plan')}
        hint={t('lottery.field.planHint')}
        ltr
      />
      <TextField
        form={form}
        name="notification"
        label={t('lottery.field.notification')}
        multiline
        optional
      />
      {WINDOW_FIELDS.map(([name, label, type]) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={t(label)}
          {...(type === 'count' ? { inputMode: 'numeric' } : { type })}
        />
      ))}
      <TextField
        form={form}
        name="max_adults"
        label={t('lottery.maxAdults')}
        hint={t('lottery.field.maxAdultsHint')}
        inputMode="numeric"
        optional
      />
      <details>
        <summary>{t('lottery.field.texts')}</summary>
        {LOCALES.map((locale) => (
          <fieldset key={locale}>
            <legend>{t(`language.${locale}`)}</legend>
            <TextField
              form={form}
              name={`names.${locale}` as const}
              label={t('lottery.field.nameIn', { language: t(`language.${locale}`) })}
              optional
            />
            <TextField
              form={form}
              name={`notifications.${locale}` as const}
              label={t('lottery.field.notificationIn', { language: t(`language.${locale}`) })}
              multiline
              optional
            />
          </fieldset>
        ))}
      </details>
      <SubmitButton form={form}>{submitLabel}</SubmitButton>
    </form>
  );
}
