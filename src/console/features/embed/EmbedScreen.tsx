import { useAtomValue } from 'jotai';
import { getConsoleEmbed } from '../../../api/contract/endpoints/console-embed.ts';
import { EMBED_MODES } from '../../../rules/embed-snippets.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { canAtom } from '../../shared/session/session-state.ts';
import { PreviewLinkButton } from '../previews/PreviewLinkButton.tsx';
import { useSettingsStyles } from '../settings/settings-css.ts';
import { ApiKeys } from './ApiKeys.tsx';
import { CopyButton } from './CopyButton.tsx';

/** One snippet to copy: its heading, what it does, the code and a copy button. */
function Snippet({
  title,
  about,
  code,
}: {
  readonly title: string;
  readonly about: string;
  readonly code: string;
}) {
  const t = useCT();
  return (
    <div className="cs-snippet">
      <h3>{title}</h3>
      <p className="cs-hint">{about}</p>
      <pre className="cs-code">{code}</pre>
      <CopyButton text={code} label={t('embed.copy', { what: title })} />
    </div>
  );
}

/**
 * `/hotels/:hotel/embed`: how to put the hotel's widget on a site, with its code filled in:
 * the loader and element per mode (README's snippets, space reserved), the WordPress plugin's
 * shortcodes and blocks, and (owners) the hotel's API keys.
 */
export function EmbedScreen({ params }: ConsoleScreenProps) {
  useSettingsStyles();
  const t = useCT();
  const call = useConsoleCall();
  const can = useAtomValue(canAtom);
  const hotel = params.hotel ?? '';
  const { state, reload } = useLoad(
    (signal) => call(getConsoleEmbed, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel],
  );
  return (
    <>
      <LoadStatus state={state} retry={reload}>
        {(embed) => (
          <>
            <section aria-labelledby="embed-html">
              <h2 id="embed-html">{t('embed.html.title')}</h2>
              <p>{t('embed.html.intro')}</p>
              {EMBED_MODES.map((mode) => (
                <Snippet
                  key={mode}
                  title={t(`embed.mode.${mode}`)}
                  about={t(`embed.mode.${mode}.about`)}
                  code={`${embed.elements[mode]}\n${embed.script}`}
                />
              ))}
            </section>
            <section aria-labelledby="embed-wordpress">
              <h2 id="embed-wordpress">{t('embed.wordpress.title')}</h2>
              <p>{t('embed.wordpress.intro', { origin: embed.provider_origin })}</p>
              <p>
                <span className="cs-code">{embed.provider_origin}</span>
              </p>
              {EMBED_MODES.map((mode) => (
                <Snippet
                  key={mode}
                  title={t('embed.wordpress.shortcode', { mode: t(`embed.mode.${mode}`) })}
                  about={t('embed.wordpress.shortcodeAbout')}
                  code={embed.shortcodes[mode]}
                />
              ))}
              <Snippet
                title={t('embed.wordpress.block')}
                about={t('embed.wordpress.blockAbout')}
                code={embed.blocks.inline}
              />
            </section>
          </>
        )}
      </LoadStatus>
      <PreviewLinkButton hotel={hotel} />
      {can('hotel.api_keys') ? <ApiKeys hotel={hotel} /> : null}
    </>
  );
}
