import { useState } from '../../../react.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/**
 * Copies `text` to the clipboard and says so (politely, to screen readers too); where the
 * browser refuses, it says to copy by hand (the text is on screen, selectable).
 */
export function CopyButton({ text, label }: { readonly text: string; readonly label: string }) {
  const t = useCT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="cs-inline-field">
      <button
        type="button"
        className="cs-button"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        {label}
      </button>
      <span role="status" className="cs-status">
        {state === 'copied' ? t('embed.copied') : state === 'failed' ? t('embed.copyFailed') : ''}
      </span>
    </span>
  );
}
