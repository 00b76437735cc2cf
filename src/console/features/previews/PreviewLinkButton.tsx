import { useAtomValue } from 'jotai';
import { createConsolePreview } from '../../../api/contract/endpoints/console-previews.ts';
import type { HotelPreview } from '../../../api/contract/preview.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { canAtom } from '../../shared/session/session-state.ts';
import { CopyButton } from '../embed/CopyButton.tsx';

type Scope = 'hotel' | 'brand';

/**
 * Preview links (issue 41, product.md §4): a five-minute link to the hotel's results showing
 * its unpublished plans, or the brand-wide one (every hotel of the brand). The link is shown
 * once, with a copy button and the time it ends; only for members with `previews.create`.
 */
export function PreviewLinkButton({ hotel }: { readonly hotel: string }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const can = useAtomValue(canAtom);
  const [link, setLink] = useState<(HotelPreview & { scope: Scope }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!can('previews.create')) return null;
  const make = (scope: Scope) => {
    setBusy(true);
    setFailure(null);
    call(createConsolePreview, { params: { hotel }, body: { scope } }).then(
      (answer) => {
        setBusy(false);
        setLink({ ...answer.data, scope });
      },
      (error: unknown) => {
        setBusy(false);
        setLink(null);
        setFailure(error);
      },
    );
  };
  return (
    <section aria-labelledby="preview-links" className="cs-card">
      <h2 id="preview-links">{t('previews.title')}</h2>
      <p className="cs-hint">{t('previews.hint')}</p>
      <p>
        {(['hotel', 'brand'] as const).map((scope) => (
          <button
            key={scope}
            type="button"
            className="cs-button"
            onClick={() => make(scope)}
            disabled={busy}
            aria-busy={busy}
          >
            {t(scope === 'hotel' ? 'previews.make' : 'previews.makeBrand')}
          </button>
        ))}
      </p>
      {link ? (
        <div role="status">
          <p>{t(link.scope === 'hotel' ? 'previews.made' : 'previews.madeBrand')}</p>
          <p>
            <a className="cs-code" href={link.url} target="_blank" rel="noopener noreferrer">
              {link.url}
            </a>
          </p>
          <p>
            {t('previews.expires', {
              time: intl.formatDate(new Date(link.expires_at), { timeStyle: 'short' }),
            })}
          </p>
          <CopyButton text={link.url} label={t('previews.copy')} />
        </div>
      ) : null}
      {failure ? (
        <p className="cs-alert" role="alert">
          {t(consoleErrorId(failure))}
        </p>
      ) : null}
    </section>
  );
}
