import { useAtomValue } from 'jotai';
import type { AdditionalQuestion } from '../../../../api/contract/catalogue.ts';
import type { BookRoom } from '../../../../api/contract/reservation.ts';
import { isApiError } from '../../../../api/errors/api-error.ts';
import { useIntl, useLocale, useT } from '../../../../i18n/react.tsx';
import { useEffect, useId, useMemo, useRef, useState } from '../../../../react.ts';
import { hotelToday } from '../../../../rules/dates.ts';
import { displayDay, viewerLabels, visibleItems } from '../../../../rules/visibility.ts';
import { useApi } from '../../../../shared/api/api-context.ts';
import { useHeading } from '../../../../shared/embed/heading-levels.ts';
import { errorMessage } from '../../../../shared/errors/error-message.ts';
import { ErrorLine, FieldMark } from '../../../../shared/form/ErrorLine.tsx';
import { SelectField, TextField } from '../../../../shared/form/Field.tsx';
import { useLoad } from '../../../../shared/load/use-load.ts';
import { initSettingsAtom } from '../../../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../../../shared/styles/widget-css.ts';
import type { DraftAnswer } from '../../draft.ts';
import {
  ANSWER_MAX_LENGTH,
  answerLength,
  attachmentError,
  MAX_ATTACHMENTS,
} from '../../rules/answers.ts';
import { loadAdditionalQuestions, questionQuery } from '../load-questions.ts';
import { localizedText } from '../localized-text.ts';
import { SECTIONS_CSS } from '../sections-css.ts';
import { AttachmentsField, type PendingFile } from './AttachmentsField.tsx';
import {
  answerErrors,
  answerOf,
  type FieldError,
  peopleOf,
  roomKey,
  setPeople,
  updateAnswer,
} from './answers-model.ts';
import { acceptsAttachments, acceptsText, uploadAttachment } from './upload.ts';

addWidgetStyles(SECTIONS_CSS);

export interface QuestionsSectionProps {
  hotelCode: string;
  checkin: string;
  rooms: readonly BookRoom[];
  value: readonly DraftAnswer[];
  onChange: (next: DraftAnswer[]) => void;
  /** Show every error (after a submit), not only those of fields the guest has left. */
  showErrors: boolean;
  onValidityChange: (valid: boolean) => void;
}

interface Upload extends PendingFile {
  readonly questionId: string;
  readonly controller: AbortController;
}

/**
 * The hotel's additional questions on the guest-detail step (product §3, §5): people per room,
 * check-in and check-out time, free text with image attachments. Reports validity on every
 * change; shows a field's error once the guest left it, or all of them when `showErrors`.
 */
export function QuestionsSection(props: QuestionsSectionProps) {
  const { hotelCode, checkin, rooms, value, onChange, showErrors, onValidityChange } = props;
  const api = useApi();
  const t = useT();
  const Heading = useHeading(2);
  const intl = useIntl();
  const { locale } = useLocale();
  const settings = useAtomValue(initSettingsAtom);
  const headingId = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [notices, setNotices] = useState<Readonly<Record<string, string>>>({});
  const names = useRef(new Map<string, string>());
  const nextKey = useRef(0);
  // Uploads finish after renders: they must add to the answers as they are now, not as they
  // were when the upload began (two finishing together would otherwise drop one).
  const latest = useRef(value);
  latest.current = value;
  const change = (next: DraftAnswer[]) => {
    latest.current = next;
    onChange(next);
  };
  const query = questionQuery(checkin, rooms);
  const queryKey = JSON.stringify(query);

  const loaded = useLoad(
    // `queryKey` stands for `query`, a new object on every render.
    () => loadAdditionalQuestions(api, { hotelCode }, query),
    [api, hotelCode, queryKey],
  ).state;

  // Uploads still running when the step goes away are stopped.
  const running = useRef(uploads);
  running.current = uploads;
  useEffect(
    () => () => {
      for (const upload of running.current) upload.controller.abort();
    },
    [],
  );

  const questions = useMemo(() => {
    if (loaded.status !== 'ready') return [];
    const ctx = {
      day: displayDay(checkin, hotelToday(settings?.time_zone)),
      viewerLabels: viewerLabels(null),
      hotelId: settings?.hotel_id ?? 0,
    };
    return visibleItems(
      loaded.value.filter((q) => q.kind === 'question'),
      ctx,
    );
  }, [loaded, checkin, settings]);

  const pending = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const u of uploads) {
      if (u.status === 'uploading') counts[u.questionId] = (counts[u.questionId] ?? 0) + 1;
    }
    return counts;
  }, [uploads]);
  const errors = useMemo(
    () => answerErrors(questions, rooms, value, pending),
    [questions, rooms, value, pending],
  );
  // Loading blocks continuing; a failed load does not (the server still checks the answers).
  const valid = loaded.status === 'failed' || (loaded.status === 'ready' && errors.size === 0);
  const reported = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (reported.current === valid) return;
    reported.current = valid;
    onValidityChange(valid);
  }, [valid, onValidityChange]);

  const touch = (key: string) =>
    setTouched((keys) => (keys.has(key) ? keys : new Set([...keys, key])));
  const shown = (key: string): FieldError | undefined =>
    showErrors || touched.has(key) ? errors.get(key) : undefined;

  const startUploads = (question: AdditionalQuestion, files: File[]) => {
    const ids = answerOf(latest.current, question.id)?.attachment_ids ?? [];
    const inFlight = uploads.filter(
      (u) => u.questionId === question.id && u.status === 'uploading',
    );
    if (ids.length + inFlight.length + files.length > MAX_ATTACHMENTS) {
      setNotices((n) => ({ ...n, [question.id]: t('booking.validation.attachments.tooMany') }));
      return;
    }
    setNotices((n) => ({ ...n, [question.id]: '' }));
    const started: Upload[] = files.map((file) => {
      const rule = attachmentError(file);
      const base = { key: nextKey.current++, name: file.name, questionId: question.id };
      const controller = new AbortController();
      if (rule) return { ...base, controller, status: 'failed', reason: t(rule) };
      uploadAttachment(api, file, controller.signal).then(
        (stored) => {
          names.current.set(stored.id, file.name);
          setUploads((list) => list.filter((u) => u.key !== base.key));
          const now = answerOf(latest.current, question.id)?.attachment_ids ?? [];
          change(
            updateAnswer(latest.current, question.id, { attachment_ids: [...now, stored.id] }),
          );
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          const reason = isApiError(failure)
            ? errorMessage(intl, failure)
            : t('booking.questions.loadFailed');
          setUploads((list) =>
            list.map((u) => (u.key === base.key ? { ...u, status: 'failed', reason } : u)),
          );
        },
      );
      return { ...base, controller, status: 'uploading' };
    });
    setUploads((list) => [...list, ...started]);
    touch(question.id);
  };

  const discard = (key: number) => {
    setUploads((list) => {
      list.find((u) => u.key === key)?.controller.abort();
      return list.filter((u) => u.key !== key);
    });
  };

  if (loaded.status === 'loading') return null;
  if (loaded.status === 'failed') {
    return (
      <section className="hb-sec" aria-labelledby={headingId}>
        <Heading id={headingId} className="hb-sec-heading">
          {t('booking.questions.heading')}
        </Heading>
        <p className="hb-error" role="alert">
          {t('booking.questions.loadFailed')}
        </p>
      </section>
    );
  }
  if (questions.length === 0) return null;
  return (
    <section className="hb-sec hb-questions" aria-labelledby={headingId}>
      <Heading id={headingId} className="hb-sec-heading">
        {t('booking.questions.heading')}
      </Heading>
      <ul className="hb-sec-list">
        {questions.map((q) => (
          <li key={q.id}>
            <QuestionField
              question={q}
              label={localizedText(q.text, locale)}
              rooms={rooms}
              value={value}
              onChange={change}
              onTouch={touch}
              errorFor={shown}
              attachments={
                acceptsAttachments(q)
                  ? {
                      attached: (answerOf(value, q.id)?.attachment_ids ?? []).map((id) => ({
                        id,
                        name: names.current.get(id),
                      })),
                      pending: uploads.filter((u) => u.questionId === q.id),
                      notice: notices[q.id] || undefined,
                      onFiles: (files) => startUploads(q, files),
                      onRemove: (id) => {
                        const ids = answerOf(value, q.id)?.attachment_ids ?? [];
                        change(
                          updateAnswer(value, q.id, {
                            attachment_ids: ids.filter((x) => x !== id),
                          }),
                        );
                      },
                      onDiscard: discard,
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

type AttachmentsProps = Omit<Parameters<typeof AttachmentsField>[0], 'describedBy' | 'invalid'>;

interface FieldProps {
  question: AdditionalQuestion;
  label: string;
  rooms: readonly BookRoom[];
  value: readonly DraftAnswer[];
  onChange: (next: DraftAnswer[]) => void;
  onTouch: (key: string) => void;
  errorFor: (key: string) => FieldError | undefined;
  attachments: AttachmentsProps | undefined;
}

/** The error line of a group (people per room, free text), shown once the guest left it. */
function GroupError({ id, error }: { id: string; error: FieldError | undefined }) {
  const t = useT();
  return <ErrorLine id={id} error={error ? t(error.id, error.values) : undefined} />;
}

/**
 * " (Required)" after the legend of a question group the hotel requires. A group has no
 * required state of its own, so the mark stays in the group's name, after a space ("How many
 * men and women per room? (Required)"); the controls inside carry `aria-required`.
 */
function RequiredMark({ required }: { required: boolean }) {
  const t = useT();
  return required ? <FieldMark text={t('booking.questions.required')} /> : null;
}

function QuestionField(props: FieldProps) {
  const { question: q } = props;
  if (q.question_type === 'people_per_room') return <PeopleField {...props} />;
  if (q.question_type === 'free_text') return <FreeTextField {...props} />;
  return <TimeField {...props} />;
}

function PeopleField({
  question: q,
  label,
  rooms,
  value,
  onChange,
  onTouch,
  errorFor,
}: FieldProps) {
  const t = useT();
  const id = useId();
  const people = peopleOf(value, q.id, rooms.length);
  const parse = (raw: string): number | null => (raw.trim() === '' ? null : Number(raw));
  return (
    <fieldset className="hb-sec-item">
      <legend>
        <bdi>{label}</bdi>
        <RequiredMark required={q.required} />
      </legend>
      {rooms.map((room, i) => {
        const key = roomKey(q.id, i);
        const error = errorFor(key);
        const errorId = `${id}-${i}-error`;
        const hintId = `${id}-${i}-hint`;
        const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
        const input = (field: 'men_count' | 'women_count', text: string) => (
          <div className="hb-field">
            <label htmlFor={`${id}-${i}-${field}`}>{text}</label>
            <input
              id={`${id}-${i}-${field}`}
              className="hb-input"
              type="number"
              inputMode="numeric"
              min={0}
              max={room.adults}
              step={1}
              value={people[i]?.[field] ?? ''}
              aria-required={q.required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) =>
                onChange(setPeople(value, q.id, rooms, i, field, parse(event.currentTarget.value)))
              }
              onBlur={() => onTouch(key)}
            />
          </div>
        );
        return (
          <fieldset key={i} className="hb-sec-line hb-sec-room">
            <legend className="hb-sec-note" id={hintId}>
              {rooms.length > 1 ? `${t('booking.questions.room', { number: i + 1 })} · ` : ''}
              {t('booking.questions.adults', { adults: room.adults })}
            </legend>
            {input('men_count', t('booking.questions.men'))}
            {input('women_count', t('booking.questions.women'))}
            <GroupError id={errorId} error={error} />
          </fieldset>
        );
      })}
    </fieldset>
  );
}

function TimeField({ question: q, label, value, onChange, onTouch, errorFor }: FieldProps) {
  const t = useT();
  const field = q.question_type === 'checkin_time' ? 'checkin_time' : 'checkout_time';
  const time = answerOf(value, q.id)?.[field] ?? '';
  const error = errorFor(q.id);
  const common = {
    label,
    className: 'hb-sec-item',
    value: time,
    error: error ? t(error.id, error.values) : undefined,
    required: q.required,
    mark: q.required ? t('booking.questions.required') : undefined,
    onBlur: () => onTouch(q.id),
  };
  const set = (next: string) => onChange(updateAnswer(value, q.id, { [field]: next || undefined }));
  if (q.options.length === 0) return <TextField {...common} type="time" onChange={set} />;
  return (
    <SelectField
      {...common}
      onChange={(next) => {
        set(next);
        onTouch(q.id);
      }}
    >
      <option value="">{t('booking.questions.chooseTime')}</option>
      {q.options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  );
}

function FreeTextField(props: FieldProps) {
  const { question: q, label, value, onChange, onTouch, errorFor, attachments } = props;
  const t = useT();
  const id = useId();
  const text = answerOf(value, q.id)?.text ?? '';
  const error = errorFor(q.id);
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const length = answerLength(text);
  const withText = acceptsText(q);
  return (
    <fieldset className="hb-sec-item">
      <legend>
        <bdi>{label}</bdi>
        <RequiredMark required={q.required} />
      </legend>
      {withText && (
        <div className="hb-field">
          {/* The legend names the group; the box gets the question too, for lists of fields. */}
          <textarea
            id={id}
            className="hb-input hb-sec-text"
            aria-label={label}
            value={text}
            aria-required={q.required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={[counterId, error ? errorId : undefined].filter(Boolean).join(' ')}
            onInput={(event) =>
              onChange(updateAnswer(value, q.id, { text: event.currentTarget.value }))
            }
            onBlur={() => onTouch(q.id)}
          />
          <p
            className="hb-sec-counter"
            id={counterId}
            data-over={length > ANSWER_MAX_LENGTH}
            aria-live={length > ANSWER_MAX_LENGTH - 20 ? 'polite' : 'off'}
          >
            {t('booking.questions.counter', { count: length, max: ANSWER_MAX_LENGTH })}
          </p>
        </div>
      )}
      {attachments && (
        <AttachmentsField
          {...attachments}
          describedBy={!withText && error ? errorId : undefined}
          invalid={!withText && error !== undefined}
        />
      )}
      <GroupError id={errorId} error={error} />
    </fieldset>
  );
}
