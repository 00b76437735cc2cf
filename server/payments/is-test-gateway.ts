import type { PaymentGateway } from './gateway.ts';
import type { TestGateway } from './test-gateway.ts';

/** Whether a gateway is the built-in one (which also serves /gateway/… pages). */
export function isTestGateway(gateway: PaymentGateway): gateway is TestGateway {
  return 'createToken' in gateway && 'answerChallenge' in gateway;
}
