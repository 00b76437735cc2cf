import { InviteOrganizationMemberSchema } from '../../../api/contract/console/organizations.ts';
import { inviteConsoleOrganizationMember } from '../../../api/contract/endpoints/console-organizations.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { LOCALES } from '../../../rules/locales.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useConsoleLocale, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { OnChanged } from './OrganizationScreen.tsx';
import { organizationReason } from './organization-text.ts';

/**
 * Invites someone by e-mail, as a member or an admin, in the language of their choice: the
 * link works once, for 7 days, and makes their account or adds the one they have.
 */
export function InviteForm({
  organization,
  onChanged,
}: {
  readonly organization: number;
  readonly onChanged: OnChanged;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const { locale } = useConsoleLocale();
  const form = useConsoleForm({
    initial: { email: '', role: 'admin', locale },
    schema: InviteOrganizationMemberSchema,
    reasonText: organizationReason,
    errorCodes: { [ErrorCode.conflict]: 'organizations.invite.taken' },
    onSubmit: async (body) => {
      const answer = await call(inviteConsoleOrganizationMember, {
        params: { id: String(organization) },
        body,
      });
      form.set('email', '');
      onChanged(answer.data, t('organizations.invite.sent', { email: body.email }));
    },
  });
  return (
    <form onSubmit={form.submit} noValidate aria-labelledby="organization-invite">
      <h3 id="organization-invite">{t('organizations.invite.title')}</h3>
      <ErrorSummary form={form} />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t('organizations.invite.email')}
        autoComplete="off"
        ltr
      />
      <SelectField
        form={form}
        name="role"
        label={t('organizations.invite.role')}
        options={[
          { value: 'admin', label: t('organizations.role.admin') },
          { value: 'member', label: t('organizations.role.member') },
        ]}
      />
      <SelectField
        form={form}
        name="locale"
        label={t('organizations.invite.language')}
        options={LOCALES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
      />
      <SubmitButton form={form}>{t('organizations.invite.submit')}</SubmitButton>
    </form>
  );
}
