import { useApi } from '../../../shared/api/api-context.ts';
import { useLoad } from '../../../shared/load/use-load.ts';
import { loadVouchers, vouchersAvailable } from '../../../shared/member/wallet-api.ts';

/** What the account tabs need to know of the wallet. */
export interface WalletFlags {
  /** Product.md §6: the promotions tab shows only when vouchers are available. */
  readonly vouchersAvailable: boolean;
}

/**
 * The wallet flags of the signed-in member, loaded with the account page (false until known,
 * and when the load fails: the tab then stays hidden rather than leading to an error).
 */
export function useWalletFlags(): WalletFlags {
  const api = useApi();
  const vouchers = useLoad((signal) => loadVouchers(api, signal), [api]);
  return { vouchersAvailable: vouchersAvailable(vouchers.value ?? []) };
}
