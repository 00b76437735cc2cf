import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import {
  getConsoleMember,
  getConsoleMemberLedger,
} from '../../../api/contract/endpoints/console-members.ts';
import { useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { canAtom } from '../../shared/session/session-state.ts';
import { MemberActions } from './MemberActions.tsx';
import { MemberHoldings } from './MemberHoldings.tsx';
import { MemberPoints } from './MemberPoints.tsx';
import { MemberProfile } from './MemberProfile.tsx';

/**
 * `/members/:id`: one member: profile and status, points (with a change and its reason for
 * owners and managers) and the ledger, bookings, coupons, vouchers and saved cards, and the
 * account's actions (confirmation again, block or unblock, delete).
 */
export function MemberScreen({ params }: ConsoleScreenProps) {
  const id = params.id ?? '';
  const t = useCT();
  const call = useConsoleCall();
  const can = useAtomValue(canAtom);
  const [, navigate] = useLocation();
  // Kept here, not in the sections: the page reads again after a change, redrawing them.
  const [notice, setNotice] = useState<string | null>(null);
  const { state, reload } = useLoad(
    async (signal) => {
      const [member, ledger] = await Promise.all([
        call(getConsoleMember, { params: { id }, signal }),
        call(getConsoleMemberLedger, { params: { id }, signal }),
      ]);
      return { member: member.data, ledger: ledger.data };
    },
    [call, id],
  );
  const changed = (text: string) => {
    setNotice(text);
    reload();
  };
  return (
    <>
      <p>
        <Link href="/members">{t('members.back')}</Link>
      </p>
      {notice ? (
        <p className="cs-notice" role="status">
          {notice}
        </p>
      ) : null}
      <LoadStatus state={state} retry={reload}>
        {({ member, ledger }) => (
          <>
            <MemberProfile member={member} />
            <MemberPoints
              member={member}
              ledger={ledger}
              editable={can('members.edit')}
              onChanged={changed}
            />
            <MemberHoldings member={member} />
            {can('members.edit') ? (
              <MemberActions
                member={member}
                onChanged={changed}
                onDeleted={() => navigate('/members')}
              />
            ) : null}
          </>
        )}
      </LoadStatus>
    </>
  );
}
