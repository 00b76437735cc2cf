import { useT } from '../../../i18n/react.tsx';
import { useId } from '../../../react.ts';

/** Props of {@link Stepper}. */
export interface StepperProps {
  readonly label: string;
  /** Small text under the label (e.g. a tier's ages). */
  readonly hint?: string;
  readonly value: number;
  readonly min: number;
  /** False when one more would break a limit; pressing + then calls `onBlocked`. */
  readonly canIncrease: boolean;
  readonly onChange: (value: number) => void;
  readonly onBlocked?: () => void;
  /** Id of an error or warning about this count. */
  readonly describedBy?: string | undefined;
}

/**
 * A count with − and + buttons in a labelled group. The buttons are named "Decrease Adults"
 * and "Increase Adults"; the count is a polite live region, so the new value is heard after
 * each press. At a limit the button stays focusable (aria-disabled) so focus is never lost.
 */
export function Stepper(props: StepperProps) {
  const t = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const atMin = props.value <= props.min;
  const describedBy = [props.hint ? hintId : '', props.describedBy ?? ''].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a legend cannot sit in a flex row beside its buttons; role=group names the same way
    <div
      className="hb-guests-row"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
    >
      <span className="hb-guests-label">
        <span id={labelId}>{props.label}</span>
        {props.hint && (
          <span id={hintId} className="hb-guests-sub">
            {props.hint}
          </span>
        )}
      </span>
      <span className="hb-guests-stepper">
        <button
          type="button"
          className="hb-guests-step"
          aria-label={t('guests.decrease', { name: props.label })}
          aria-disabled={atMin ? 'true' : undefined}
          onClick={() => {
            if (!atMin) props.onChange(props.value - 1);
          }}
        >
          −
        </button>
        <output className="hb-guests-count" aria-live="polite">
          {props.value}
        </output>
        <button
          type="button"
          className="hb-guests-step"
          aria-label={t('guests.increase', { name: props.label })}
          aria-disabled={props.canIncrease ? undefined : 'true'}
          onClick={() => {
            if (props.canIncrease) props.onChange(props.value + 1);
            else props.onBlocked?.();
          }}
        >
          +
        </button>
      </span>
    </div>
  );
}
