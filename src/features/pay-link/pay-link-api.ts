import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import {
  abandonPayLinkChallenge,
  completePayLink,
  getPayLink,
  payPayLink,
} from '../../api/contract/endpoints/pay-links.ts';
import type { PayLink, PayLinkPay } from '../../api/contract/pay-link.ts';

/** The hosted payment page's calls; the payment number in the link is the proof of access. */
export const loadPayLink = (api: ApiClient, paymentNumber: string): Promise<PayLink> =>
  callEndpoint(api, getPayLink, { params: { paymentNumber } }).then((a) => a.data);

export const sendPayment = (api: ApiClient, paymentNumber: string, body: PayLinkPay) =>
  callEndpoint(api, payPayLink, { params: { paymentNumber }, body }).then((a) => a.data);

/** Settles the 3-D Secure answer (`abandon`: the guest closed the dialog). */
export const settleChallenge = (api: ApiClient, paymentNumber: string, abandon = false) =>
  callEndpoint(api, abandon ? abandonPayLinkChallenge : completePayLink, {
    params: { paymentNumber },
  }).then((a) => a.data);
