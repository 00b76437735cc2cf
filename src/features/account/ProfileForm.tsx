import { useAtomValue, useStore } from 'jotai';
import type { Member } from '../../api/contract/membership.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useLocale, useT } from '../../i18n/react.tsx';
import { useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { TextField } from '../../shared/form/Field.tsx';
import { kanaNamesRequired } from '../../shared/guest/guest-name.ts';
import { replaceMemberProfile } from '../../shared/member/member-session.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { saveProfile } from './account-api.ts';
import { accountErrorText } from './account-errors.ts';
import { fieldOfError } from './field-error.ts';
import {
  PROFILE_FIELDS,
  type ProfileField,
  profileBody,
  profileErrors,
  profileValues,
  shownProfileFields,
} from './profile-form.ts';
import { PROFILE_AUTOCOMPLETE, PROFILE_LABELS } from './profile-labels.ts';
import { useSubmit } from './use-submit.ts';

const MAX: Partial<Record<ProfileField, number>> = {
  prefecture_or_state: 100,
  street_address: 200,
  building_name_and_number: 200,
};

/**
 * Editing the profile (product.md §5: only members who may, `can_update_profile`). The guest
 * rules of the booking form apply; a field the server refuses shows the refusal at that field.
 * Everything typed stays on any error.
 */
export function ProfileForm({
  member,
  onDone,
}: {
  member: Member;
  onDone: (saved: boolean) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const api = useApi();
  const store = useStore();
  const settings = useAtomValue(initSettingsAtom);
  const Heading = useHeading(2);
  const [values, setValues] = useState(() => profileValues(member));
  const [checked, setChecked] = useState(false);
  const [serverField, setServerField] = useState<{ field: ProfileField; text: string }>();
  const refs = useRef<Partial<Record<ProfileField, HTMLInputElement | null>>>({});
  const submit = useSubmit();
  const ctx = {
    locale,
    kanjiNameRequired: settings?.kanji_name_required ?? false,
    customerAddressRequired: false,
  };
  const errors = checked ? profileErrors(values, ctx) : {};
  const shown = shownProfileFields(ctx, values);

  const errorText = (field: ProfileField): string | undefined => {
    const id: MessageId | undefined = errors[field];
    if (id) return t(id, { max: MAX[field] ?? 50 });
    return serverField?.field === field ? serverField.text : undefined;
  };

  const save = async () => {
    setChecked(true);
    setServerField(undefined);
    const found = profileErrors(values, ctx);
    const first = PROFILE_FIELDS.find((field) => found[field] && shown.includes(field));
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    const result = await submit.run(() => saveProfile(api, profileBody(values, locale)));
    if (result.ok) {
      replaceMemberProfile(store, result.value);
      onDone(true);
      return;
    }
    // A refusal naming one of the fields is shown there, not above the buttons.
    const field = fieldOfError(result.error, PROFILE_FIELDS);
    if (field && shown.includes(field)) {
      setServerField({ field, text: accountErrorText(intl, result.error) });
      submit.clear();
      refs.current[field]?.focus();
    }
  };

  const failure = submit.failure;

  return (
    <section className="hb-card" aria-labelledby="hb-ac-edit">
      <Heading id="hb-ac-edit" className="hb-ac-heading">
        {t('account.profile.editTitle')}
      </Heading>
      <form
        className="hb-form hb-ac-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {shown.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(PROFILE_LABELS[field])}
            value={values[field]}
            onChange={(value) => {
              setValues({ ...values, [field]: value });
              if (serverField?.field === field) setServerField(undefined);
            }}
            error={errorText(field)}
            type={field === 'phone' ? 'tel' : 'text'}
            {...(PROFILE_AUTOCOMPLETE[field] ? { autoComplete: PROFILE_AUTOCOMPLETE[field] } : {})}
            required={
              field === 'first_name' ||
              field === 'last_name' ||
              (field.endsWith('_kana') && kanaNamesRequired(ctx))
            }
            inputRef={(node) => {
              refs.current[field] = node;
            }}
          />
        ))}
        <label className="hb-check">
          <input
            type="checkbox"
            name="accepts_promotion_emails"
            checked={values.accepts_promotion_emails}
            onChange={(event) =>
              setValues({ ...values, accepts_promotion_emails: event.currentTarget.checked })
            }
          />
          {t('account.profile.promotionEmailsOptIn')}
        </label>
        <div role="alert">
          {failure && <p className="hb-error">{accountErrorText(intl, failure)}</p>}
        </div>
        <div className="hb-ac-actions">
          <button type="submit" className="hb-btn" disabled={submit.busy}>
            {t('account.profile.save')}
          </button>
          <button
            type="button"
            className="hb-btn hb-btn-quiet"
            disabled={submit.busy}
            onClick={() => onDone(false)}
          >
            {t('account.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
