import type { OrganizationDetail } from '../../../api/contract/console/organizations.ts';
import { UpdateOrganizationSchema } from '../../../api/contract/console/organizations.ts';
import { updateConsoleOrganization } from '../../../api/contract/endpoints/console-organizations.ts';
import { LOCALES } from '../../../rules/locales.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { OnChanged } from './OrganizationScreen.tsx';
import { organizationReason } from './organization-text.ts';

type NameValues = { name: string; display_name: string } & Record<`in_${string}`, string>;

/** The organization's legal name, the name guests see, and that name per language (optional). */
export function NamesForm({
  detail,
  onChanged,
}: {
  readonly detail: OrganizationDetail;
  readonly onChanged: OnChanged;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const form = useConsoleForm({
    initial: {
      name: detail.name,
      display_name: detail.display_name,
      ...Object.fromEntries(
        LOCALES.map((l) => [`in_${l}`, detail.display_name_translations[l] ?? '']),
      ),
    } as NameValues,
    schema: UpdateOrganizationSchema,
    toInput: (values) => ({
      name: values.name,
      display_name: values.display_name,
      display_name_translations: Object.fromEntries(
        LOCALES.map((l) => [l, values[`in_${l}`] ?? '']),
      ),
    }),
    reasonText: organizationReason,
    onSubmit: async (body) => {
      const answer = await call(updateConsoleOrganization, {
        params: { id: String(detail.id) },
        body,
      });
      onChanged(answer.data, t('organizations.names.saved'));
    },
  });
  return (
    <section aria-labelledby="organization-names">
      <h2 id="organization-names">{t('organizations.names.title')}</h2>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField form={form} name="name" label={t('organizations.field.name')} />
        <TextField form={form} name="display_name" label={t('organizations.field.displayName')} />
        {LOCALES.map((l) => (
          <TextField
            key={l}
            form={form}
            name={`in_${l}`}
            label={t('organizations.field.displayNameIn', { language: t(`language.${l}`) })}
            optional
          />
        ))}
        <SubmitButton form={form}>{t('organizations.names.submit')}</SubmitButton>
      </form>
    </section>
  );
}
