import { Link } from 'wouter';
import type { OrganizationDetail } from '../../../api/contract/console/organizations.ts';
import { getConsoleOrganization } from '../../../api/contract/endpoints/console-organizations.ts';
import { useCallback, useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { NamesForm } from './NamesForm.tsx';
import { PeopleSection } from './PeopleSection.tsx';
import { PeriodsSection } from './PeriodsSection.tsx';
import { PlansSection } from './PlansSection.tsx';

/** What a section does after a change: shows the organization as the answer says it now is. */
export type OnChanged = (detail: OrganizationDetail, status: string) => void;

/**
 * `/organizations/:id`: one organization: its names, its people (invite by e-mail, give or take
 * the admin role), its stay allowance per period and its corporate plans. Each section saves on
 * its own and says so in the status line.
 */
export function OrganizationScreen({ params }: ConsoleScreenProps) {
  const id = params.id ?? '';
  const t = useCT();
  const call = useConsoleCall();
  const [status, setStatus] = useState<string | null>(null);
  const { state, reload, update } = useLoad(
    (signal) => call(getConsoleOrganization, { params: { id }, signal }).then((a) => a.data),
    [call, id],
  );
  const onChanged = useCallback<OnChanged>(
    (detail, text) => {
      update(() => detail);
      setStatus(text);
    },
    [update],
  );
  return (
    <>
      <p>
        <Link href="/organizations">{t('organizations.back')}</Link>
      </p>
      <p className="cs-notice" role="status">
        {status}
      </p>
      <LoadStatus state={state} retry={reload}>
        {(detail) => (
          <>
            <h2>
              <bdi>{detail.name}</bdi> <span className="cs-code cs-muted">{detail.code}</span>
            </h2>
            <PeopleSection detail={detail} onChanged={onChanged} />
            <PeriodsSection detail={detail} onChanged={onChanged} />
            <PlansSection detail={detail} onChanged={onChanged} />
            <NamesForm detail={detail} onChanged={onChanged} />
          </>
        )}
      </LoadStatus>
    </>
  );
}
