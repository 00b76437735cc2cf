import * as v from 'valibot';
import { isApiError } from '../../../api/errors/api-error.ts';
import { type RefObject, useCallback, useId, useRef, useState } from '../../../react.ts';
import { consoleErrorId } from '../api/error-text.ts';
import { useCT } from '../i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../i18n/console-messages.ts';
import { issueText, refusedField } from './issue-text.ts';

/**
 * Thrown by an `onSubmit` for a refusal it has already put in words (a passkey prompt the
 * member closed): the form shows its message as the form's error.
 */
export class FormRefusal extends Error {
  override readonly name = 'FormRefusal';
}

/**
 * A form's values: one entry per field, a string (text, a choice) or a boolean (a check box).
 * Any object type: a form's own type may name its fields (`hotel:${string}` keys …).
 */
export type FormValues = object;

/** The names of `V`'s fields holding a `T`. */
export type FieldOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

export interface ConsoleFormOptions<V extends FormValues, S extends v.GenericSchema> {
  /** The values the fields start with. */
  readonly initial: V;
  /** The contract's rules for what is sent (the endpoint's body schema, or part of it). */
  readonly schema: S;
  /** What the schema checks, made of the values (default: the values as they are). */
  readonly toInput?: (values: V) => unknown;
  /** Sends the checked value; a rejection is shown, the values stay as typed. */
  readonly onSubmit: (output: v.InferOutput<S>) => Promise<void>;
  /** A text of the form's own for a rule's message (a contract's stable reason). */
  readonly reasonText?: (reason: string) => ConsoleMessageId | undefined;
  /** The form's own texts for server error codes (a wrong password …). */
  readonly errorCodes?: Readonly<Record<number, ConsoleMessageId>>;
  /**
   * The form's field a server refusal names (default: the same name), for forms whose values
   * are named otherwise than the body sent: the add-a-hotel form's `hotel.code` is `code` there.
   */
  readonly refusedFieldName?: (field: string) => string;
}

/** A console form's state, for the form kit's fields, summary and submit button. */
export interface ConsoleForm<V extends FormValues> {
  readonly values: V;
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Translated errors by field name (the schema's dot path: `names.ja`). */
  readonly errors: Readonly<Record<string, string>>;
  /** An error that belongs to no field (the server refused, the network failed). */
  readonly formError: string | undefined;
  /** True while the submission is on its way. */
  readonly busy: boolean;
  /** The form's `onSubmit`. */
  submit(event?: { preventDefault(): void }): void;
  /** The id of a field's control (the summary links to it). */
  fieldId(name: string): string;
  /** Field labels by name, written by the fields as they draw, read by the summary. */
  readonly labels: Map<string, string>;
  /** The error summary, focused when a submission fails. */
  readonly summaryRef: RefObject<HTMLDivElement | null>;
}

/**
 * The console's forms (every screen's): values kept as typed, checked with the contract's
 * valibot rules on submit (each error translated, beside its field and in a summary that takes
 * the focus), then sent; a server refusal of one value (error 1000) goes to that field, any
 * other error to the summary, and nothing typed is lost. While sending, `busy` is true and a
 * second submit is ignored.
 *
 * @example
 * const form = useConsoleForm({
 *   initial: { email: '', role: 'manager' },
 *   schema: InviteStaffSchema,
 *   onSubmit: (body) => call(inviteStaff, { body }).then(done),
 * });
 * <form onSubmit={form.submit} noValidate>
 *   <ErrorSummary form={form} />
 *   <TextField form={form} name="email" label={t('staff.email')} type="email" />
 *   <SubmitButton form={form}>{t('staff.invite')}</SubmitButton>
 * </form>
 */
export function useConsoleForm<V extends FormValues, S extends v.GenericSchema>(
  options: ConsoleFormOptions<V, S>,
): ConsoleForm<V> {
  const t = useCT();
  const prefix = useId();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const labels = useRef(new Map<string, string>()).current;
  const latest = useRef(options);
  latest.current = options;
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const focusSummary = () => queueMicrotask(() => summaryRef.current?.focus());

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The field's error goes once it is changed; the summary follows.
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _, ...rest } = current;
      return rest;
    });
  }, []);

  const submit = useCallback(
    (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (busyRef.current) return;
      const { schema, toInput, onSubmit, reasonText, errorCodes, refusedFieldName } =
        latest.current;
      const current = valuesRef.current;
      const result = v.safeParse(schema, toInput ? toInput(current) : current);
      if (!result.success) {
        const found: Record<string, string> = {};
        for (const issue of result.issues) {
          const path = v.getDotPath(issue) ?? '';
          if (path in found) continue;
          const text = issueText(issue, reasonText);
          found[path] = t(text.id, text.values);
        }
        setErrors(found);
        setFormError(undefined);
        focusSummary();
        return;
      }
      busyRef.current = true;
      setBusy(true);
      setFormError(undefined);
      onSubmit(result.output)
        .then(() => setErrors({}))
        .catch((error: unknown) => {
          const refused = isApiError(error) ? refusedField(error) : undefined;
          if (error instanceof FormRefusal) {
            setFormError(error.message);
          } else if (refused) {
            const own = reasonText?.(refused.reason);
            const name = refusedFieldName ? refusedFieldName(refused.field) : refused.field;
            setErrors({ [name]: t(own ?? 'form.error.server') });
          } else {
            setFormError(t(consoleErrorId(error, errorCodes)));
          }
          focusSummary();
        })
        .finally(() => {
          busyRef.current = false;
          setBusy(false);
        });
    },
    [t],
  );

  const fieldId = useCallback((name: string) => `${prefix}-${name.replace(/\W/g, '_')}`, [prefix]);

  return { values, set, errors, formError, busy, submit, fieldId, labels, summaryRef };
}
