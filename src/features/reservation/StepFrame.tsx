import { type ReactNode, useEffect, useId, useRef } from '../../react.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';

/** A manage step: a card titled by its heading, which takes the focus as the step opens. */
export function StepSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  const Heading = useHeading(2);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="hb-card hb-mg" aria-labelledby={titleId}>
      <Heading id={titleId} className="hb-mg-heading" ref={headingRef} tabIndex={-1}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A manage form: checked by its own rules (no browser bubbles), submitted without a reload. */
export function ManageForm({
  onSubmit,
  children,
}: {
  onSubmit: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <form
      className="hb-form hb-mg-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/**
 * A step's confirm and back buttons, both disabled while its request runs. Without
 * `onConfirm` the confirm button submits the form around it.
 */
export function StepActions(props: {
  busy: boolean;
  confirmLabel: string;
  /** Beyond busy (nothing priced yet, a rule broken). */
  confirmDisabled?: boolean;
  onConfirm?: () => void;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <div className="hb-mg-actions">
      <button
        type={props.onConfirm ? 'button' : 'submit'}
        className="hb-btn"
        disabled={props.busy || props.confirmDisabled === true}
        {...(props.onConfirm ? { onClick: props.onConfirm } : {})}
      >
        {props.confirmLabel}
      </button>
      <button
        type="button"
        className="hb-btn hb-btn-quiet"
        onClick={props.onBack}
        disabled={props.busy}
      >
        {props.backLabel}
      </button>
    </div>
  );
}
