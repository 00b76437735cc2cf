import { useAtomValue } from 'jotai';
import { BrandSettingsDocumentSchema } from '../../../api/contract/console/brand-settings.ts';
import {
  getConsoleBrandQuestions,
  getConsoleBrandSettings,
  saveConsoleBrandQuestions,
  saveConsoleBrandSettings,
} from '../../../api/contract/endpoints/console-brand.ts';
import { useRef, useState } from '../../../react.ts';
import { LOCALES } from '../../../rules/locales.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  CheckboxField,
  ErrorSummary,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { QuestionsEditor } from '../settings/QuestionsEditor.tsx';
import { reasonText } from '../settings/reason-text.ts';
import { useSettingsStyles } from '../settings/settings-css.ts';
import { WidgetPreview } from '../settings/WidgetPreview.tsx';
import { type BrandValues, brandDocumentOfValues, brandValuesOf } from './brand-values.ts';

/**
 * `/brand`: what every hotel of the brand shares (the owner's, brand.settings): sign-in and
 * sign-up, the brand's own member pages, and the brand's additional questions. Beside the form,
 * the real widget of one of the brand's hotels shows the saved settings, drawn again after each
 * save (the brand's settings have no draft: a save publishes them to every hotel at once).
 */
export function BrandScreen() {
  useSettingsStyles();
  const call = useConsoleCall();
  const { state, reload } = useLoad(
    async (signal) => {
      const [settings, questions] = await Promise.all([
        call(getConsoleBrandSettings, { signal }),
        call(getConsoleBrandQuestions, { signal }),
      ]);
      return { settings: settings.data, questions: questions.data.items };
    },
    [call],
  );
  return (
    <LoadStatus state={state} retry={reload}>
      {(answer) => <BrandForms answer={answer} />}
    </LoadStatus>
  );
}

function BrandForms({
  answer,
}: {
  readonly answer: {
    settings: { brand_name: string; saved: Parameters<typeof brandValuesOf>[0] };
    questions: Parameters<typeof QuestionsEditor>[0]['initial'];
  };
}) {
  const t = useCT();
  const call = useConsoleCall();
  const hotel = useAtomValue(sessionAtom)?.hotels[0];
  const initial = useRef<BrandValues>(brandValuesOf(answer.settings.saved)).current;
  const [saved, setSaved] = useState(false);
  const [version, setVersion] = useState(0);
  const form = useConsoleForm({
    initial,
    schema: BrandSettingsDocumentSchema,
    toInput: brandDocumentOfValues,
    reasonText,
    onSubmit: async (body) => {
      setSaved(false);
      await call(saveConsoleBrandSettings, { body });
      setSaved(true);
      setVersion((n) => n + 1);
    },
  });
  return (
    <div className="cs-settings">
      <div className="cs-settings-form">
        <form onSubmit={form.submit} noValidate>
          <ErrorSummary form={form} />
          {saved ? (
            <p className="cs-notice" role="status">
              {t('brand.saved')}
            </p>
          ) : null}
          <fieldset className="cs-section">
            <legend>
              <h2>{t('brand.section.membership')}</h2>
            </legend>
            <p className="cs-muted">{t('brand.intro', { brand: answer.settings.brand_name })}</p>
            <CheckboxField
              form={form}
              name="membership.sign_in_active"
              label={t('brand.field.signIn')}
              hint={t('brand.field.signInHint')}
            />
            <CheckboxField
              form={form}
              name="membership.sign_up_active"
              label={t('brand.field.signUp')}
            />
            <TextField
              form={form}
              name="membership.member_menu_url"
              type="url"
              label={t('brand.field.memberMenu')}
              hint={t('brand.field.pageHint')}
              optional
              ltr
            />
            <TextField
              form={form}
              name="membership.member_login_url"
              type="url"
              label={t('brand.field.memberLogin')}
              hint={t('brand.field.pageHint')}
              optional
              ltr
            />
          </fieldset>
          <SubmitButton form={form}>{t('brand.save')}</SubmitButton>
        </form>
        <QuestionsEditor
          title={t('brand.questions')}
          initial={answer.questions}
          save={async (body) => (await call(saveConsoleBrandQuestions, { body })).data.items}
        />
      </div>
      {hotel ? (
        <WidgetPreview
          hotelCode={hotel.code}
          languages={LOCALES}
          version={version}
          status={t('brand.preview', { hotel: hotel.name })}
        />
      ) : null}
    </div>
  );
}
