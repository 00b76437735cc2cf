import { Link, useLocation } from 'wouter';
import { CreateOrganizationSchema } from '../../../api/contract/console/organizations.ts';
import {
  createConsoleOrganization,
  listConsoleOrganizations,
} from '../../../api/contract/endpoints/console-organizations.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { organizationReason } from './organization-text.ts';

/**
 * `/organizations`: the brand's corporate organizations (each opens its own page) and a form to
 * create one; a new organization's page opens at once, to invite its people.
 */
export function OrganizationsScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const [, navigate] = useLocation();
  const { state, reload } = useLoad(
    (signal) => call(listConsoleOrganizations, { signal }).then((a) => a.data),
    [call],
  );
  const form = useConsoleForm({
    initial: { code: '', name: '', display_name: '' },
    schema: CreateOrganizationSchema,
    reasonText: organizationReason,
    errorCodes: { [ErrorCode.conflict]: 'organizations.create.taken' },
    onSubmit: async (body) => {
      const answer = await call(createConsoleOrganization, { body });
      navigate(`/organizations/${answer.data.id}`);
    },
  });
  return (
    <>
      <p className="cs-hint">{t('organizations.intro')}</p>
      <LoadStatus state={state} retry={reload}>
        {(organizations) =>
          organizations.length === 0 ? (
            <p>{t('organizations.none')}</p>
          ) : (
            <div className="cs-table-wrap">
              <table className="cs-table">
                <caption>{t('organizations.listCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('organizations.field.name')}</th>
                    <th scope="col">{t('organizations.field.code')}</th>
                    <th scope="col">{t('organizations.people')}</th>
                    <th scope="col">{t('organizations.admins')}</th>
                  </tr>
                </thead>
                <tbody>
                  {organizations.map((organization) => (
                    <tr key={organization.id}>
                      <th scope="row">
                        <Link href={`/organizations/${organization.id}`}>{organization.name}</Link>
                      </th>
                      <td>
                        <span className="cs-code">{organization.code}</span>
                      </td>
                      <td>{organization.members}</td>
                      <td>{organization.admins}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadStatus>
      <section aria-labelledby="organizations-new">
        <h2 id="organizations-new">{t('organizations.create.title')}</h2>
        <form onSubmit={form.submit} noValidate>
          <ErrorSummary form={form} />
          <TextField form={form} name="name" label={t('organizations.field.name')} />
          <TextField form={form} name="display_name" label={t('organizations.field.displayName')} />
          <TextField
            form={form}
            name="code"
            label={t('organizations.field.code')}
            hint={t('organizations.field.codeHint')}
            autoComplete="off"
            ltr
          />
          <SubmitButton form={form}>{t('organizations.create.submit')}</SubmitButton>
        </form>
      </section>
    </>
  );
}
