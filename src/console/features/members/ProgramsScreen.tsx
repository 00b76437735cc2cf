import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import {
  type ConsoleProgram,
  UpdateConsoleProgramSchema,
} from '../../../api/contract/console/members.ts';
import {
  listConsolePrograms,
  updateConsoleProgram,
} from '../../../api/contract/endpoints/console-members.ts';
import { useState } from '../../../react.ts';
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
import { canAtom } from '../../shared/session/session-state.ts';
import { membersReason, programInput, programValues } from './member-forms.ts';

/**
 * `/membership-programs`: the brand's programs (sign-up, points settings, how many members)
 * with a form each for owners and managers, and the ranks members reach by points gained in
 * 12 months (fixed by the system: shown, not edited).
 */
export function ProgramsScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const can = useAtomValue(canAtom);
  const [saved, setSaved] = useState<string | null>(null);
  const { state, reload } = useLoad(
    (signal) => call(listConsolePrograms, { signal }).then((a) => a.data),
    [call],
  );
  return (
    <>
      <p>
        <Link href="/members">{t('members.back')}</Link>
      </p>
      {saved ? (
        <p className="cs-notice" role="status">
          {saved}
        </p>
      ) : null}
      <LoadStatus state={state} retry={reload}>
        {({ programs, ranks }) => (
          <>
            <div className="cs-table-wrap">
              <table className="cs-table">
                <caption>{t('members.programs.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('members.programs.name')}</th>
                    <th scope="col">{t('members.programs.members')}</th>
                    <th scope="col">{t('members.programs.signUp')}</th>
                    <th scope="col">{t('members.programs.points')}</th>
                  </tr>
                </thead>
                <tbody>
                  {programs.map((program) => (
                    <tr key={program.id}>
                      <th scope="row">{program.name}</th>
                      <td>{program.members}</td>
                      <td>{t(program.sign_up_open ? 'members.yes' : 'members.no')}</td>
                      <td>
                        {program.point_program_enabled
                          ? t('members.programs.pointsRule', {
                              percent: program.point_earn_percent,
                              step: program.point_step,
                              minimum: program.point_minimum,
                              days: program.point_validity_days,
                            })
                          : t('members.no')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <section aria-labelledby="program-ranks">
              <h2 id="program-ranks">{t('members.ranks.title')}</h2>
              <p className="cs-hint">{t('members.ranks.hint')}</p>
              <ul>
                {ranks.map((rank) => (
                  <li key={rank.id}>
                    {t('members.ranks.rank', {
                      rank: t(`members.rank.${rank.code}`),
                      min: rank.min,
                    })}
                  </li>
                ))}
              </ul>
            </section>
            {can('members.edit')
              ? programs.map((program) => (
                  <ProgramForm
                    key={program.id}
                    program={program}
                    onSaved={(name) => {
                      setSaved(t('members.programs.saved', { name }));
                      reload();
                    }}
                  />
                ))
              : null}
          </>
        )}
      </LoadStatus>
    </>
  );
}

function ProgramForm({
  program,
  onSaved,
}: {
  readonly program: ConsoleProgram;
  readonly onSaved: (name: string) => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const form = useConsoleForm({
    initial: programValues(program),
    schema: UpdateConsoleProgramSchema,
    toInput: programInput,
    reasonText: membersReason,
    onSubmit: async (body) => {
      const answer = await call(updateConsoleProgram, {
        params: { id: String(program.id) },
        body,
      });
      onSaved(answer.data.name);
    },
  });
  const heading = `program-${program.id}`;
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{t('members.programs.edit', { name: program.name })}</h2>
      <form onSubmit={form.submit} noValidate aria-labelledby={heading}>
        <ErrorSummary form={form} />
        <TextField form={form} name="name" label={t('members.programs.name')} />
        <CheckboxField form={form} name="sign_up_open" label={t('members.programs.signUpOpen')} />
        <CheckboxField
          form={form}
          name="point_program_enabled"
          label={t('members.programs.pointsOn')}
        />
        <TextField
          form={form}
          name="point_earn_percent"
          label={t('members.programs.earn')}
          inputMode="numeric"
        />
        <TextField
          form={form}
          name="point_step"
          label={t('members.programs.step')}
          inputMode="numeric"
        />
        <TextField
          form={form}
          name="point_minimum"
          label={t('members.programs.minimum')}
          inputMode="numeric"
        />
        <TextField
          form={form}
          name="point_validity_days"
          label={t('members.programs.validity')}
          inputMode="numeric"
        />
        <SubmitButton form={form}>{t('members.programs.save')}</SubmitButton>
      </form>
    </section>
  );
}
