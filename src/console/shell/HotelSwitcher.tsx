import { useAtom, useAtomValue } from 'jotai';
import { useId } from '../../react.ts';
import { useCT } from '../shared/i18n/ConsoleI18n.tsx';
import { currentHotelAtom, sessionAtom } from '../shared/session/session-state.ts';

/**
 * The hotel the console works on, among those the member may act on. On a hotel's page, a
 * change opens the same page for the new hotel (`onSwitch`).
 */
export function HotelSwitcher({ onSwitch }: { readonly onSwitch: (code: string) => void }) {
  const t = useCT();
  const id = useId();
  const hotels = useAtomValue(sessionAtom)?.hotels ?? [];
  const [current, setCurrent] = useAtom(currentHotelAtom);
  if (hotels.length === 0) return <span className="cs-muted">{t('shell.noHotel')}</span>;
  return (
    <span className="cs-inline-field">
      <label htmlFor={id}>{t('shell.hotel')}</label>
      <select
        id={id}
        value={current?.code ?? ''}
        onChange={(event) => {
          const code = event.currentTarget.value;
          setCurrent(code);
          onSwitch(code);
        }}
      >
        {hotels.map((hotel) => (
          <option key={hotel.code} value={hotel.code}>
            {hotel.name}
          </option>
        ))}
      </select>
    </span>
  );
}
