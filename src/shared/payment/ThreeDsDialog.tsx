import type { ThreeDsMessage } from '../../api/contract/payment.ts';
import { useT } from '../../i18n/react.tsx';
import { useEffect, useId, useRef } from '../../react.ts';
import { addWidgetStyles } from '../styles/widget-css.ts';
import { CARD_CSS } from './card-css.ts';
import { acceptThreeDsMessage, frameChallengeUrl } from './three-ds-message.ts';

addWidgetStyles(CARD_CSS);

export interface ThreeDsDialogProps {
  /** The challenge page (`payment.challenge_url`). */
  challengeUrl: string;
  /** Origin of the gateway; messages from anywhere else are ignored. */
  gatewayOrigin: string;
  onResult(message: ThreeDsMessage): void;
  /** Escape or the cancel button. */
  onCancel(): void;
  /** Offer to continue in this window (redirect flow); only where the app owns the page. */
  redirectHref?: string | undefined;
  /** The window to listen on (tests). */
  win?: Window;
}

/**
 * The 3-D Secure challenge in a modal dialog: a native `<dialog>` opened with `showModal()`, so
 * the rest of the page is inert and the focus stays inside (top layer, also across the
 * widget's shadow root); labelled by its heading; Escape cancels. The gateway's page in the
 * iframe posts its result to this window: only a message from the gateway's origin and from
 * this very iframe is taken.
 */
export function ThreeDsDialog(props: ThreeDsDialogProps) {
  const t = useT();
  const titleId = useId();
  const introId = useId();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    const win = props.win ?? window;
    const onMessage = (event: MessageEvent) => {
      const message = acceptThreeDsMessage(event, {
        gatewayOrigin: latest.current.gatewayOrigin,
        frame: frame.current?.contentWindow,
      });
      if (message) latest.current.onResult(message);
    };
    win.addEventListener('message', onMessage);
    return () => {
      win.removeEventListener('message', onMessage);
      if (el?.open) el.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="hb-3ds"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        // Escape: keep the dialog under our control and report a cancellation instead.
        event.preventDefault();
        latest.current.onCancel();
      }}
    >
      <h2 id={titleId} className="hb-3ds__title">
        {t('booking.payment.threeDs.title')}
      </h2>
      <p id={introId} className="hb-small">
        {t('booking.payment.threeDs.intro')}
      </p>
      <iframe
        ref={frame}
        className="hb-3ds__frame"
        title={t('booking.payment.threeDs.frame')}
        src={frameChallengeUrl(props.challengeUrl)}
        referrerPolicy="no-referrer"
      />
      <div className="hb-row">
        {props.redirectHref ? (
          <a className="hb-link hb-small" href={props.redirectHref} target="_top">
            {t('booking.payment.threeDs.openPage')}
          </a>
        ) : (
          <span />
        )}
        <button type="button" className="hb-btn hb-btn-quiet" onClick={() => props.onCancel()}>
          {t('booking.payment.threeDs.cancel')}
        </button>
      </div>
    </dialog>
  );
}
