import { ExtraListSchema, PolicyListSchema } from '../../../api/contract/console/hotel-lists.ts';
import {
  getConsoleExtras,
  getConsolePolicies,
  getConsoleQuestions,
  saveConsoleExtras,
  saveConsolePolicies,
  saveConsoleQuestions,
} from '../../../api/contract/endpoints/console-hotel-lists.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { SelectField, TextField } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { ListEditor } from './ListEditor.tsx';
import {
  EMPTY_EXTRA,
  EMPTY_POLICY,
  extrasOfValues,
  extraValues,
  policiesOfValues,
  policyValues,
} from './list-values.ts';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import { useSettingsStyles } from './settings-css.ts';

/**
 * `/hotels/:hotel/policies`: the hotel's cancellation policies, extras and own additional
 * questions, each list saved whole (items by code; one a plan still uses cannot be removed).
 */
export function ListsScreen({ params }: ConsoleScreenProps) {
  useSettingsStyles();
  const t = useCT();
  const call = useConsoleCall();
  const hotel = params.hotel ?? '';
  const { state, reload } = useLoad(
    async (signal) => {
      const [policies, extras, questions] = await Promise.all([
        call(getConsolePolicies, { params: { hotel }, signal }),
        call(getConsoleExtras, { params: { hotel }, signal }),
        call(getConsoleQuestions, { params: { hotel }, signal }),
      ]);
      return {
        policies: policies.data.items,
        extras: extras.data.items,
        questions: questions.data.items,
      };
    },
    [call, hotel],
  );
  return (
    <LoadStatus state={state} retry={reload}>
      {(lists) => (
        <>
          <ListEditor
            title={t('settings.lists.policies')}
            itemTitle={(i) => t('settings.lists.policy', { number: i + 1 })}
            schema={PolicyListSchema}
            initial={policyValues(lists.policies)}
            empty={policyValues([EMPTY_POLICY])}
            toInput={policiesOfValues}
            save={async (body) =>
              policyValues(
                (await call(saveConsolePolicies, { params: { hotel }, body })).data.items,
              )
            }
            fields={(form, i) => (
              <>
                <TextField
                  form={form}
                  name={`items.${i}.code`}
                  label={t('settings.lists.code')}
                  hint={t('settings.lists.codeHint')}
                  ltr
                />
                <TextField
                  form={form}
                  name={`items.${i}.title`}
                  label={t('settings.lists.title')}
                />
                <TextField
                  form={form}
                  name={`items.${i}.parts`}
                  label={t('settings.lists.parts')}
                  hint={t('settings.lists.partsHint')}
                  multiline
                  ltr
                  optional
                />
                <TextField
                  form={form}
                  name={`items.${i}.no_show_percentage`}
                  label={t('settings.lists.noShow')}
                  inputMode="numeric"
                  ltr
                />
              </>
            )}
          />
          <ListEditor
            title={t('settings.lists.extras')}
            itemTitle={(i) => t('settings.lists.extra', { number: i + 1 })}
            schema={ExtraListSchema}
            initial={extraValues(lists.extras)}
            empty={extraValues([EMPTY_EXTRA])}
            toInput={extrasOfValues}
            save={async (body) =>
              extraValues((await call(saveConsoleExtras, { params: { hotel }, body })).data.items)
            }
            fields={(form, i) => (
              <>
                <TextField
                  form={form}
                  name={`items.${i}.code`}
                  label={t('settings.lists.code')}
                  hint={t('settings.lists.codeHint')}
                  ltr
                />
                <TextField form={form} name={`items.${i}.name`} label={t('settings.lists.name')} />
                <SelectField
                  form={form}
                  name={`items.${i}.extra_type`}
                  label={t('settings.lists.extraType')}
                  options={[
                    { value: 'generic', label: t('settings.lists.extraType.generic') },
                    { value: 'dated', label: t('settings.lists.extraType.dated') },
                  ]}
                />
                <TextField
                  form={form}
                  name={`items.${i}.price_without_tax`}
                  label={t('settings.lists.price')}
                  inputMode="numeric"
                  ltr
                />
                <TextField
                  form={form}
                  name={`items.${i}.inventory`}
                  label={t('settings.lists.inventory')}
                  hint={t('settings.lists.inventoryHint')}
                  inputMode="numeric"
                  ltr
                  optional
                />
                <TextField
                  form={form}
                  name={`items.${i}.min_quantity`}
                  label={t('settings.lists.minQuantity')}
                  inputMode="numeric"
                  ltr
                />
                <TextField
                  form={form}
                  name={`items.${i}.max_quantity`}
                  label={t('settings.lists.maxQuantity')}
                  inputMode="numeric"
                  ltr
                />
              </>
            )}
          />
          <QuestionsEditor
            initial={lists.questions}
            save={async (body) =>
              (await call(saveConsoleQuestions, { params: { hotel }, body })).data.items
            }
          />
        </>
      )}
    </LoadStatus>
  );
}
