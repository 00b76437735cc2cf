import * as v from 'valibot';
import {
  BOOKING_WIDGET_TYPES,
  PAYMENT_OPTIONS,
  type SettingsAnswer,
  SettingsDocumentSchema,
} from '../../../api/contract/console/settings.ts';
import {
  discardConsoleSettingsDraft,
  putConsoleSettingsDraft,
  saveConsoleSettings,
} from '../../../api/contract/endpoints/console-settings.ts';
import { useEffect, useRef, useState } from '../../../react.ts';
import { isLocale, LOCALES } from '../../../rules/locales.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  CheckboxField,
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { HotelDetailsFields } from '../hotels/HotelDetailsFields.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import { reasonText } from './reason-text.ts';
import { documentOfValues, type SettingsValues, shownErrors, valuesOf } from './settings-values.ts';
import { WidgetPreview } from './WidgetPreview.tsx';

/** How long typing must pause before the preview's draft is sent. */
const DRAFT_DELAY_MS = 600;

/**
 * A hotel's settings, in sections, beside the live preview: every change that passes the
 * contract's rules is sent as this session's draft after a pause, and the preview (the real
 * widget) is drawn again with it; Save publishes the settings, Discard drops the draft. A value
 * the rules refuse is shown at its field and in the summary, and nothing typed is lost.
 */
export function SettingsForm({
  answer,
  onSaved,
  onDiscarded,
}: {
  readonly answer: SettingsAnswer;
  readonly onSaved: () => void;
  readonly onDiscarded: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const hotel = answer.hotel_code;
  const initial = useRef(valuesOf(answer.draft ?? answer.saved)).current;
  const [version, setVersion] = useState(0);
  const [preview, setPreview] = useState<ConsoleMessageId>(
    answer.draft ? 'settings.preview.draft' : 'settings.preview.saved',
  );
  const [saved, setSaved] = useState(false);
  const form = useConsoleForm({
    initial,
    schema: SettingsDocumentSchema,
    toInput: documentOfValues,
    reasonText,
    onSubmit: async (body) => {
      await call(saveConsoleSettings, { params: { hotel }, body });
      setSaved(true);
      setPreview('settings.preview.saved');
      setVersion((n) => n + 1);
      onSaved();
    },
  });
  const view = { ...form, errors: shownErrors(form.errors) };

  // The draft follows the form: each change that passes the rules, after a pause.
  const sent = useRef(JSON.stringify(documentOfValues(initial)));
  useEffect(() => {
    const document = documentOfValues(form.values);
    const text = JSON.stringify(document);
    if (text === sent.current) return;
    setSaved(false);
    const timer = setTimeout(() => {
      const checked = v.safeParse(SettingsDocumentSchema, document);
      if (!checked.success) return setPreview('settings.preview.invalid');
      sent.current = text;
      call(putConsoleSettingsDraft, { params: { hotel }, body: checked.output }).then(
        () => {
          setPreview('settings.preview.draft');
          setVersion((n) => n + 1);
        },
        () => setPreview('settings.preview.failed'),
      );
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form.values, call, hotel]);

  const discard = () =>
    call(discardConsoleSettingsDraft, { params: { hotel } }).then(onDiscarded, () =>
      setPreview('settings.preview.failed'),
    );

  const text = (
    name: Parameters<typeof TextField<SettingsValues>>[0]['name'],
    label: ConsoleMessageId,
    more: {
      hint?: ConsoleMessageId;
      hintValues?: Record<string, string>;
      optional?: boolean;
      multiline?: boolean;
      ltr?: boolean;
      type?: 'email' | 'url';
    } = {},
  ) => (
    <TextField
      form={view}
      name={name}
      label={t(label)}
      {...(more.hint ? { hint: t(more.hint, more.hintValues) } : {})}
      {...(more.optional ? { optional: true } : {})}
      {...(more.multiline ? { multiline: true } : {})}
      {...(more.ltr ? { ltr: true } : {})}
      {...(more.type ? { type: more.type } : {})}
    />
  );
  const languages = LOCALES.filter((locale) => form.values[`hotel.languages.${locale}`]);
  const savedLanguages = answer.saved.hotel.languages.filter(isLocale);

  return (
    <div className="cs-settings">
      <form onSubmit={form.submit} noValidate className="cs-settings-form">
        <ErrorSummary form={view} />
        {saved ? (
          <p className="cs-notice" role="status">
            {t('settings.saved')}
          </p>
        ) : null}
        <fieldset className="cs-section">
          <legend>
            <h2>{t('settings.section.hotel')}</h2>
          </legend>
          <HotelDetailsFields form={view} />
        </fieldset>
        <fieldset className="cs-section">
          <legend>
            <h2>{t('settings.section.appearance')}</h2>
          </legend>
          <SelectField
            form={view}
            name="appearance.booking_widget_type"
            label={t('settings.field.widgetType')}
            hint={t('settings.field.widgetTypeHint')}
            options={BOOKING_WIDGET_TYPES.map((type) => ({
              value: type,
              label: t(`settings.widgetType.${type}`),
            }))}
          />
          {text('appearance.button_colour', 'settings.field.buttonColour', {
            hint: 'settings.field.colourHint',
            ltr: true,
          })}
          {text('appearance.header_colour', 'settings.field.headerColour', {
            hint: 'settings.field.colourHint',
            ltr: true,
          })}
          {text('appearance.font_colour', 'settings.field.fontColour', {
            hint: 'settings.field.colourHint',
            ltr: true,
          })}
          {text('appearance.header', 'settings.field.header', {
            hint: 'settings.field.headerHint',
            hintValues: { facility: '{{facility_name}}', brand: '{{brand_name}}' },
            optional: true,
          })}
          {text('appearance.logo', 'settings.field.logo', {
            optional: true,
            ltr: true,
            type: 'url',
          })}
          <ImageUpload
            hotelCode={hotel}
            label={t('settings.field.logoUpload')}
            onUploaded={(url) => form.set('appearance.logo', url)}
          />
          {text('appearance.favicon', 'settings.field.favicon', {
            optional: true,
            ltr: true,
            type: 'url',
          })}
          <ImageUpload
            hotelCode={hotel}
            label={t('settings.field.faviconUpload')}
            onUploaded={(url) => form.set('appearance.favicon', url)}
          />
          {text('appearance.header_html', 'settings.field.headerHtml', {
            hint: 'settings.field.htmlHint',
            optional: true,
            multiline: true,
            ltr: true,
          })}
          {text('appearance.footer_html', 'settings.field.footerHtml', {
            hint: 'settings.field.htmlHint',
            optional: true,
            multiline: true,
            ltr: true,
          })}
          {text('appearance.header_css', 'settings.field.headerCss', {
            hint: 'settings.field.cssHint',
            optional: true,
            multiline: true,
            ltr: true,
          })}
          {text('appearance.footer_css', 'settings.field.footerCss', {
            hint: 'settings.field.cssHint',
            optional: true,
            multiline: true,
            ltr: true,
          })}
        </fieldset>
        <fieldset className="cs-section">
          <legend>
            <h2>{t('settings.section.payments')}</h2>
          </legend>
          <CheckboxField
            form={view}
            name="currencies.multi_currency"
            label={t('settings.field.multiCurrency')}
            hint={t('settings.field.multiCurrencyHint')}
          />
          <ChoiceGroup
            form={view}
            list="payments.payment_options"
            legend={t('settings.field.paymentOptions')}
            choices={PAYMENT_OPTIONS.map((option) => ({
              name: `payments.payment_options.${option}` as const,
              label: t(`settings.payment.${option}`),
            }))}
          />
          {text('notifications.reservation_emails', 'settings.field.reservationEmails', {
            hint: 'settings.field.oneEachLine',
            optional: true,
            multiline: true,
            ltr: true,
          })}
        </fieldset>
        <fieldset className="cs-section">
          <legend>
            <h2>{t('settings.section.tracking')}</h2>
          </legend>
          {text('tracking.head_tags', 'settings.field.headTags', {
            hint: 'settings.field.tagsHint',
            hintValues: { variable: '{{transaction_id}}' },
            optional: true,
            multiline: true,
            ltr: true,
          })}
          {text('tracking.body_tags', 'settings.field.bodyTags', {
            optional: true,
            multiline: true,
            ltr: true,
          })}
          {text('tracking.csp_sources', 'settings.field.cspSources', {
            hint: 'settings.field.oneEachLine',
            optional: true,
            multiline: true,
            ltr: true,
          })}
          {text('tracking.data_layers', 'settings.field.dataLayers', {
            hint: 'settings.field.oneEachLine',
            optional: true,
            multiline: true,
            ltr: true,
          })}
        </fieldset>
        <fieldset className="cs-section">
          <legend>
            <h2>{t('settings.section.membership')}</h2>
          </legend>
          <CheckboxField
            form={view}
            name="membership.sign_in_button"
            label={t('settings.field.signInButton')}
          />
          <CheckboxField
            form={view}
            name="membership.login_widget_active"
            label={t('settings.field.loginWidget')}
          />
          <details>
            <summary>{t('settings.field.loginWidgetTexts')}</summary>
            {LOCALES.map((locale) => (
              <TextField
                key={locale}
                form={view}
                name={`membership.login_widget_texts.${locale}`}
                label={t(`language.${locale}`)}
                optional
              />
            ))}
          </details>
          <CheckboxField form={view} name="chatbot.active" label={t('settings.field.chatbot')} />
          <ChoiceGroup
            form={view}
            list="chatbot.platforms"
            legend={t('settings.field.chatbotPlatforms')}
            choices={(['desktop', 'mobile'] as const).map((platform) => ({
              name: `chatbot.platforms.${platform}` as const,
              label: t(`settings.platform.${platform}`),
            }))}
          />
        </fieldset>
        <div className="cs-actions">
          <SubmitButton form={view}>{t('settings.save')}</SubmitButton>
          <button type="button" className="cs-button" onClick={() => void discard()}>
            {t('settings.discard')}
          </button>
        </div>
      </form>
      <WidgetPreview
        hotelCode={hotel}
        languages={languages.length > 0 ? languages : savedLanguages}
        version={version}
        status={t(preview)}
      />
    </div>
  );
}
