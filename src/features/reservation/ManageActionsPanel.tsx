import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { Reservation, UpdateSettings } from '../../api/contract/index.ts';
import { useT } from '../../i18n/react.tsx';
import { useState } from '../../react.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import type { AccessProof } from './access.ts';
import { blockMessage, manageActions } from './actions.ts';
import { CancelStep } from './CancelStep.tsx';
import { ChangeStep } from './ChangeStep.tsx';
import { GuestsForm } from './GuestsForm.tsx';
import { ReceiptDownload } from './ReceiptDownload.tsx';

type Step = 'menu' | 'cancel' | 'change' | 'guests';

export interface ManageActionsPanelProps {
  readonly config: WidgetConfig;
  readonly reservation: Reservation;
  readonly settings: UpdateSettings | undefined;
  readonly proof: AccessProof;
  readonly today: string;
  readonly onCancelled: (r: Reservation) => void;
  readonly onChanged: (r: Reservation) => void;
  readonly onGuestsSaved: (r: Reservation) => void;
  /** A step opened: earlier success notices no longer apply. */
  readonly onStep: () => void;
  /** Loads the reservation again in place (a step refused with 3014 stays open). */
  readonly onReload: () => Promise<void>;
}

/**
 * What the guest can do now, each action with the reason when it is not offered (update
 * settings: staff-modified, cancelled, check-in day …), and the open step.
 */
export function ManageActionsPanel(props: ManageActionsPanelProps) {
  const t = useT();
  const Heading = useHeading(2);
  const [step, setStep] = useState<Step>('menu');
  const { reservation, proof } = props;
  const actions = manageActions(reservation, props.settings, props.today);
  const open = (next: Step) => () => {
    props.onStep();
    setStep(next);
  };
  const back = () => setStep('menu');
  const finish = (handler: (r: Reservation) => void) => (r: Reservation) => {
    setStep('menu');
    handler(r);
  };

  if (step === 'cancel' && actions.cancel.allowed)
    return (
      <CancelStep
        reservation={reservation}
        proof={proof}
        onDone={finish(props.onCancelled)}
        onBack={back}
        onReload={props.onReload}
      />
    );
  if (step === 'change' && actions.change.allowed)
    return (
      <ChangeStep
        reservation={reservation}
        proof={proof}
        today={props.today}
        onDone={finish(props.onChanged)}
        onBack={back}
        onReload={props.onReload}
      />
    );
  if (step === 'guests' && actions.guests.allowed)
    return (
      <GuestsForm
        reservation={reservation}
        proof={proof}
        onDone={finish(props.onGuestsSaved)}
        onBack={back}
        onReload={props.onReload}
      />
    );

  const blocked = [
    !actions.change.allowed && reservation.status !== 'cancelled'
      ? { key: 'change', text: t('manage.actions.noChange'), reason: actions.change.reason }
      : undefined,
    !actions.cancel.allowed && reservation.status !== 'cancelled'
      ? { key: 'cancel', text: t('manage.actions.noCancel'), reason: actions.cancel.reason }
      : undefined,
  ].filter((x) => x !== undefined);

  return (
    <>
      <section className="hb-card" aria-labelledby="hb-mg-actions">
        <Heading id="hb-mg-actions" className="hb-mg-heading">
          {t('manage.actions.title')}
        </Heading>
        {reservation.status === 'cancelled' ? (
          <p className="hb-mg-note">{t('manage.blocked.cancelled')}</p>
        ) : (
          <div className="hb-mg-actions">
            {actions.change.allowed && (
              <button type="button" className="hb-btn" onClick={open('change')}>
                {t('manage.actions.change')}
              </button>
            )}
            {actions.guests.allowed && (
              <button type="button" className="hb-btn hb-btn-quiet" onClick={open('guests')}>
                {t('manage.actions.guests')}
              </button>
            )}
            {actions.cancel.allowed && (
              <button type="button" className="hb-btn hb-btn-quiet" onClick={open('cancel')}>
                {t('manage.actions.cancel')}
              </button>
            )}
          </div>
        )}
        {blocked.map((b) => (
          <p key={b.key} className="hb-mg-note">
            {`${b.text} ${'reason' in b && b.reason ? t(blockMessage(b.reason)) : ''}`}
          </p>
        ))}
      </section>
      <ReceiptDownload
        config={props.config}
        number={reservation.reservation_number}
        proof={proof}
      />
    </>
  );
}
