import type { ConsoleCoupon } from '../../../api/contract/console/coupons.ts';
import { switchConsoleCoupon } from '../../../api/contract/endpoints/console-coupons.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { useAction } from '../../shared/load/use-action.ts';

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
  const { busy, failure, run } = useAction();
  const flip = () => {
    const active = !coupon.active;
    run(
      () => call(switchConsoleCoupon, { params: { hotel, code: coupon.code }, body: { active } }),
      () => onChanged(t(active ? 'coupons.switch.onDone' : 'coupons.switch.offDone')),
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
      <FailureAlert failure={failure} />
    </section>
  );
}
