import * as v from 'valibot';
import {
  BlockMemberSchema,
  type ConsoleMember,
  DeleteMemberSchema,
} from '../../../api/contract/console/members.ts';
import {
  blockConsoleMember,
  deleteConsoleMember,
  resendConsoleMemberConfirmation,
  unblockConsoleMember,
} from '../../../api/contract/endpoints/console-members.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { useAction } from '../../shared/load/use-action.ts';
import { membersReason } from './member-forms.ts';

/**
 * What owners and managers do with the account: send the sign-up confirmation again (while it
 * is unconfirmed), block it with a reason or unblock it, and delete it with a reason.
 */
export function MemberActions({
  member,
  onChanged,
  onDeleted,
}: {
  readonly member: ConsoleMember;
  readonly onChanged: (notice: string) => void;
  readonly onDeleted: () => void;
}) {
  const t = useCT();
  return (
    <section aria-labelledby="member-account">
      <h2 id="member-account">{t('members.account')}</h2>
      {member.status === 'unconfirmed' && member.provider === 'email' ? (
        <Resend member={member} onChanged={onChanged} />
      ) : null}
      {member.status === 'blocked' ? (
        <Unblock member={member} onChanged={onChanged} />
      ) : (
        <Block member={member} onChanged={onChanged} />
      )}
      <Delete member={member} onDeleted={onDeleted} />
    </section>
  );
}

/** A button whose call's failure is said beside it. */
function ActionButton<T>({
  label,
  work,
  done,
}: {
  readonly label: string;
  readonly work: () => Promise<T>;
  readonly done: (answer: T) => void;
}) {
  const t = useCT();
  const { busy, failure, run } = useAction();
  return (
    <>
      <button
        type="button"
        className="cs-button"
        onClick={() => run(work, done)}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('form.busy') : label}
      </button>
      <FailureAlert failure={failure} />
    </>
  );
}

type Changed = { readonly member: ConsoleMember; readonly onChanged: (notice: string) => void };

function Resend({ member, onChanged }: Changed) {
  const t = useCT();
  const call = useConsoleCall();
  return (
    <div>
      <h3>{t('members.resend.title')}</h3>
      <p className="cs-hint">{t('members.resend.hint')}</p>
      <ActionButton
        label={t('members.resend.submit')}
        work={() => call(resendConsoleMemberConfirmation, { params: { id: String(member.id) } })}
        done={(answer) => onChanged(t('members.resend.done', { email: answer.data.sent_to }))}
      />
    </div>
  );
}

function Unblock({ member, onChanged }: Changed) {
  const t = useCT();
  const call = useConsoleCall();
  return (
    <div>
      <h3>{t('members.unblock.title')}</h3>
      <ActionButton
        label={t('members.unblock.submit')}
        work={() => call(unblockConsoleMember, { params: { id: String(member.id) }, body: {} })}
        done={() => onChanged(t('members.unblock.done'))}
      />
    </div>
  );
}

function Block({ member, onChanged }: Changed) {
  const t = useCT();
  const call = useConsoleCall();
  const form = useConsoleForm({
    initial: { reason: '' },
    schema: BlockMemberSchema,
    reasonText: membersReason,
    onSubmit: async (body) => {
      await call(blockConsoleMember, { params: { id: String(member.id) }, body });
      onChanged(t('members.block.done'));
    },
  });
  return (
    <form onSubmit={form.submit} noValidate aria-labelledby="member-block">
      <h3 id="member-block">{t('members.block.title')}</h3>
      <p className="cs-hint">{t('members.block.hint')}</p>
      <ErrorSummary form={form} />
      <TextField form={form} name="reason" label={t('members.block.reason')} multiline />
      <SubmitButton form={form} secondary>
        {t('members.block.submit')}
      </SubmitButton>
    </form>
  );
}

function Delete({
  member,
  onDeleted,
}: {
  readonly member: ConsoleMember;
  readonly onDeleted: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const form = useConsoleForm({
    initial: { reason: '', confirm_membership_id: '' },
    schema: v.pipe(
      DeleteMemberSchema,
      v.forward(
        v.check((input) => input.confirm_membership_id === member.membership_id, 'mismatch'),
        ['confirm_membership_id'],
      ),
    ),
    reasonText: (reason) =>
      reason === 'mismatch' ? 'members.delete.mismatch' : membersReason(reason),
    onSubmit: async (body) => {
      await call(deleteConsoleMember, { params: { id: String(member.id) }, body });
      onDeleted();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate aria-labelledby="member-delete">
      <h3 id="member-delete">{t('members.delete.title')}</h3>
      <p className="cs-hint">{t('members.delete.hint')}</p>
      <ErrorSummary form={form} />
      <TextField form={form} name="reason" label={t('members.delete.reason')} multiline />
      <TextField
        form={form}
        name="confirm_membership_id"
        label={t('members.delete.confirm', { number: member.membership_id })}
        ltr
      />
      <SubmitButton form={form} secondary>
        {t('members.delete.submit')}
      </SubmitButton>
    </form>
  );
}
