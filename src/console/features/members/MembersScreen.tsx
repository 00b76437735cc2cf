import { Link } from 'wouter';
import { ConsoleMemberQuerySchema } from '../../../api/contract/console/members.ts';
import { searchConsoleMembers } from '../../../api/contract/endpoints/console-members.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';

/**
 * `/members`: the brand's members, newest first, or those a search finds (any part of the name,
 * e-mail, membership number or phone); each opens its own page.
 */
export function MembersScreen() {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const [q, setQ] = useState('');
  const { state, reload } = useLoad(
    (signal) => call(searchConsoleMembers, { query: q ? { q } : {}, signal }),
    [call, q],
  );
  const form = useConsoleForm({
    initial: { q: '' },
    schema: ConsoleMemberQuerySchema,
    onSubmit: async (query) => setQ(query.q ?? ''),
  });
  return (
    <>
      <p className="cs-hint">{t('members.intro')}</p>
      <p>
        <Link href="/membership-programs">{t('members.programs.title')}</Link>
      </p>
      <form onSubmit={form.submit} noValidate aria-label={t('members.find')}>
        <ErrorSummary form={form} />
        <TextField form={form} name="q" type="search" label={t('members.search')} optional />
        <SubmitButton form={form}>{t('members.find')}</SubmitButton>
      </form>
      <LoadStatus state={state} retry={reload}>
        {({ data: members, more }) =>
          members.length === 0 ? (
            <p role="status">{t('members.none')}</p>
          ) : (
            <div className="cs-table-wrap">
              <table className="cs-table">
                <caption>
                  {q ? t('members.foundCaption', { q }) : t('members.newestCaption')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('members.col.name')}</th>
                    <th scope="col">{t('members.col.email')}</th>
                    <th scope="col">{t('members.col.number')}</th>
                    <th scope="col">{t('members.col.program')}</th>
                    <th scope="col">{t('members.col.status')}</th>
                    <th scope="col">{t('members.col.since')}</th>
                  </tr>
                </thead>
                <tbody>
                  {members.map((member) => (
                    <tr key={member.id}>
                      <th scope="row">
                        <Link href={`/members/${member.id}`}>{member.name || '—'}</Link>
                      </th>
                      <td>
                        <bdi dir="ltr">{member.email}</bdi>
                      </td>
                      <td>
                        <span className="cs-code">{member.membership_id}</span>
                      </td>
                      <td>{member.program_name}</td>
                      <td>{t(`members.status.${member.status}`)}</td>
                      <td>
                        {intl.formatDate(new Date(member.created_at), { dateStyle: 'medium' })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {more ? (
                <p className="cs-hint">{t('members.more', { count: members.length })}</p>
              ) : null}
            </div>
          )
        }
      </LoadStatus>
    </>
  );
}
