import type { ConsoleCoupon } from '../../../api/contract/console/coupons.ts';
import { switchConsoleCoupon } from '../../../api/contract/endpoints/console-coupons.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/**
 * A code switched off and on from its page: off, checkout refuses it as an invalid code; its
 * terms, uses and the wallets holding it stay. One press each way (undone by the next).
 */
export function CouponSwitch({
  hotel,
  coupon,
  onChanged,
}: {
  readonly hotel: string;
  readonly coupon: ConsoleCoupon;
  readonly onChanged: (text: string) => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const flip = () => {
    setBusy(true);
    setFailure(null);
    const active = !coupon.active;
    call(switchConsoleCoupon, { params: { hotel, code: coupon.code }, body: { active } }).then(
      () => {
        setBusy(false);
        onChanged(t(active ? 'coupons.switch.onDone' : 'coupons.switch.offDone'));
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(error);
      },
    );
  };
  return (
    <section aria-labelledby="coupon-switch">
      <h2 id="coupon-switch">{t('coupons.switch.title')}</h2>
      <p data-testid="coupon-state">
        {t(coupon.active ? 'coupons.switch.isOn' : 'coupons.switch.isOff')}
      </p>
      <button type="button" className="cs-button" onClick={flip} disabled={busy} aria-busy={busy}>
        {t(coupon.active ? 'coupons.switch.off' : 'coupons.switch.on')}
      </button>
      {failure ? (
        <p className="cs-alert" role="alert">
          {t(consoleErrorId(failure))}
        </p>
      ) : null}
    </section>
  );
}
