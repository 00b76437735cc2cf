import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { listConsoleHotels } from '../../../api/contract/endpoints/console-hotels.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { canAtom } from '../../shared/session/session-state.ts';

/** `/hotels`: the brand's hotels the member works on, each with its settings and embed pages. */
export function HotelsScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const can = useAtomValue(canAtom);
  const { state, reload } = useLoad(
    (signal) => call(listConsoleHotels, { signal }).then((answer) => answer.data),
    [call],
  );
  return (
    <>
      {can('hotels.create') ? (
        <p>
          <Link href="/hotels/new" className="cs-button cs-primary">
            {t('hotels.add')}
          </Link>
        </p>
      ) : null}
      <LoadStatus state={state} retry={reload}>
        {(hotels) =>
          hotels.length === 0 ? (
            <p>{t('hotels.none')}</p>
          ) : (
            <div className="cs-table-wrap">
              <table className="cs-table">
                <caption className="cs-muted">
                  {t('hotels.caption', { count: hotels.length })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('hotels.field.name')}</th>
                    <th scope="col">{t('hotels.field.code')}</th>
                    <th scope="col">{t('hotels.field.timeZone')}</th>
                    <th scope="col">{t('hotels.field.currency')}</th>
                    <th scope="col">{t('hotels.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {hotels.map((hotel) => (
                    <tr key={hotel.code}>
                      <th scope="row">{hotel.name}</th>
                      <td>
                        <span className="cs-code">{hotel.code}</span>
                      </td>
                      <td>
                        <span className="cs-code">{hotel.time_zone}</span>
                      </td>
                      <td>{hotel.currency}</td>
                      <td>
                        <Link href={`/hotels/${hotel.code}/settings`}>
                          {t('hotels.openSettings', { name: hotel.name })}
                        </Link>
                        {can('hotel.embed') ? (
                          <>
                            {' · '}
                            <Link href={`/hotels/${hotel.code}/embed`}>
                              {t('hotels.openEmbed', { name: hotel.name })}
                            </Link>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadStatus>
    </>
  );
}
