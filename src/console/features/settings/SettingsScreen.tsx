import { getConsoleSettings } from '../../../api/contract/endpoints/console-settings.ts';
import { useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { SettingsForm } from './SettingsForm.tsx';
import { useSettingsStyles } from './settings-css.ts';

/**
 * `/hotels/:hotel/settings`: the hotel's settings and the live preview. After a save or a
 * discard the form starts again from what the server then has.
 */
export function SettingsScreen({ params }: ConsoleScreenProps) {
  useSettingsStyles();
  const call = useConsoleCall();
  const hotel = params.hotel ?? '';
  const [round, setRound] = useState(0);
  const { state, reload } = useLoad(
    (signal) => call(getConsoleSettings, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel, round],
  );
  return (
    <LoadStatus state={state} retry={reload}>
      {(answer) => (
        <SettingsForm
          key={`${hotel}-${round}`}
          answer={answer}
          onSaved={() => undefined}
          onDiscarded={() => setRound((n) => n + 1)}
        />
      )}
    </LoadStatus>
  );
}
