import { useT } from '../../../i18n/react.tsx';
import { lazy, Suspense } from '../../../react.ts';
import type { StripeCardFieldProps } from './StripeCardField.tsx';

/** Stripe's card element and @stripe/stripe-js: a chunk of their own, for Stripe hotels only. */
const StripeCardField = lazy(() => import('./StripeCardField.tsx'));

export function LazyStripeCardField(props: StripeCardFieldProps) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <p className="hb-loader" role="status">
          {t('booking.payment.card.loading')}
        </p>
      }
    >
      <StripeCardField {...props} />
    </Suspense>
  );
}
