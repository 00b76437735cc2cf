import type { ReactNode } from '../../react.ts';
import { useId } from '../../react.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { MEMBERSHIP_CSS } from './membership-css.ts';

addWidgetStyles(MEMBERSHIP_CSS);

/** A membership screen: a section named by its one heading. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const Title = useHeading(1);
  return (
    <section className="hb-mb" aria-labelledby={id}>
      <Title id={id} className="hb-mb-title">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A membership form: checked by its own rules (no browser bubbles), sent without a reload. */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <form
      className="hb-form hb-mb-form"
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

/** The form's failure, read out as it appears (the alert region is always there). */
export function FormFailure({ text }: { text: string | undefined }) {
  return <div role="alert">{text && <p className="hb-error">{text}</p>}</div>;
}

/** The submit button, disabled while the request runs. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="hb-mb-actions">
      <button type="submit" className="hb-btn" disabled={busy} aria-disabled={busy}>
        {label}
      </button>
    </div>
  );
}
