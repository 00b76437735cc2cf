import type { CardTokenRequest } from '../../api/contract/payment.ts';
import { useState } from '../../react.ts';
import {
  type CardContext,
  type CardErrors,
  type CardField,
  type CardFormValues,
  cardErrors,
  clearedCard,
  EMPTY_CARD,
  firstInvalid,
  tokenRequestOf,
} from './card-form-model.ts';

/** A card being typed into a `CardForm`: its props, the submit check and gateway refusals. */
export interface CardEntry {
  /** Spread into `<CardForm … disabled={…} />`. */
  readonly form: {
    values: CardFormValues;
    onChange(next: CardFormValues): void;
    errors: CardErrors;
    focus: { field: CardField; seq: number } | null;
  };
  /**
   * Checks the card against `ctx`: shows every field's problem and moves the focus to the first
   * (answering null), or answers the gateway's body and wipes number, expiry and code from the
   * form (the card is used once; the holder's name stays).
   */
  take(ctx: CardContext): CardTokenRequest | null;
  /** Shows a refusal (the gateway's, a message id) next to `field` and focuses it. */
  refuse(field: CardField, messageId: string): void;
}

/** The card form's state for a payment screen (booking payment step, pay-by-link page). */
export function useCardEntry(): CardEntry {
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [focus, setFocus] = useState<{ field: CardField; seq: number } | null>(null);
  const focusOn = (field: CardField) => setFocus((f) => ({ field, seq: (f?.seq ?? 0) + 1 }));
  return {
    form: { values, onChange: setValues, errors, focus },
    take(ctx) {
      const found = cardErrors(values, ctx);
      const first = firstInvalid(found);
      setErrors(found);
      if (first) {
        focusOn(first);
        return null;
      }
      setValues(clearedCard(values));
      return tokenRequestOf(values);
    },
    refuse(field, messageId) {
      setErrors({ [field]: messageId } as CardErrors);
      focusOn(field);
    },
  };
}
