import type * as v from 'valibot';
import {
  type QuestionItem,
  QuestionListSchema,
} from '../../../api/contract/console/hotel-lists.ts';
import { LOCALES } from '../../../rules/locales.ts';
import { SelectField, TextField } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { ListEditor } from './ListEditor.tsx';
import { EMPTY_QUESTION, questionsOfValues, questionValues } from './list-values.ts';

/**
 * The additional questions and notices editor: a hotel's own (the policies and extras page) and
 * the brand's (the brand page) are the same list, saved whole by `save`.
 */
export function QuestionsEditor({
  title,
  initial,
  save,
}: {
  /** The list's heading (default: the hotel's questions). */
  readonly title?: string;
  readonly initial: readonly QuestionItem[];
  readonly save: (body: v.InferOutput<typeof QuestionListSchema>) => Promise<QuestionItem[]>;
}) {
  const t = useCT();
  return (
    <ListEditor
      title={title ?? t('settings.lists.questions')}
      itemTitle={(i) => t('settings.lists.question', { number: i + 1 })}
      schema={QuestionListSchema}
      initial={questionValues(initial)}
      empty={questionValues([EMPTY_QUESTION])}
      toInput={questionsOfValues}
      save={async (body) => questionValues(await save(body))}
      fields={(form, i) => (
        <>
          <TextField
            form={form}
            name={`items.${i}.code`}
            label={t('settings.lists.code')}
            hint={t('settings.lists.codeHint')}
            ltr
          />
          <SelectField
            form={form}
            name={`items.${i}.kind`}
            label={t('settings.lists.kind')}
            options={[
              { value: 'question', label: t('settings.lists.kind.question') },
              { value: 'notification', label: t('settings.lists.kind.notification') },
            ]}
          />
          <SelectField
            form={form}
            name={`items.${i}.question_type`}
            label={t('settings.lists.answer')}
            options={(
              ['free_text', 'people_per_room', 'checkin_time', 'checkout_time'] as const
            ).map((type) => ({
              value: type,
              label: t(`settings.lists.answer.${type}`),
            }))}
          />
          <SelectField
            form={form}
            name={`items.${i}.required`}
            label={t('settings.lists.required')}
            options={[
              { value: 'no', label: t('settings.lists.required.no') },
              { value: 'yes', label: t('settings.lists.required.yes') },
            ]}
          />
          {LOCALES.map((locale) => (
            <TextField
              key={locale}
              form={form}
              name={`items.${i}.text.${locale}`}
              label={t('settings.lists.text', { language: t(`language.${locale}`) })}
              optional
              multiline
            />
          ))}
          <TextField
            form={form}
            name={`items.${i}.options`}
            label={t('settings.lists.options')}
            hint={t('settings.field.oneEachLine')}
            optional
            multiline
          />
          <TextField
            form={form}
            name={`items.${i}.labels`}
            label={t('settings.lists.labels')}
            hint={t('settings.lists.labelsHint')}
            optional
            multiline
            ltr
          />
          <TextField
            form={form}
            name={`items.${i}.hotel_plan_codes`}
            label={t('settings.lists.plans')}
            hint={t('settings.lists.plansHint')}
            optional
            multiline
            ltr
          />
          <TextField
            form={form}
            name={`items.${i}.display_start_date`}
            label={t('settings.lists.from')}
            hint={t('settings.lists.dateHint')}
            optional
            ltr
          />
          <TextField
            form={form}
            name={`items.${i}.display_end_date`}
            label={t('settings.lists.until')}
            hint={t('settings.lists.dateHint')}
            optional
            ltr
          />
        </>
      )}
    />
  );
}
