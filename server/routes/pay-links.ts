import type { Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/pay-links.ts';
import { register } from '../http/register.ts';
import { payLinkMail } from '../mail/pay-link-template.ts';
import { hotelOfApiKey } from '../services/pay-links/api-keys.ts';
import {
  cancelLink,
  createLink,
  findHotelLink,
  findLink,
  type LinkView,
  payUrl,
  presentHotelLink,
  presentLink,
  refundLink,
  updateLink,
} from '../services/pay-links/links.ts';
import { completeLink, payLink } from '../services/pay-links/pay.ts';
import type { AppEnv, RouteDeps } from './context.ts';
import { sendMemberMail } from './member-mail.ts';

/**
 * Pay-by-link: the hosted payment page's calls (`/api/v1/tripla_pay/transactions/{number}`, the number
 * being the link's secret) and the hotel API (`/api/v1/hotel/payment_links`, an API key per
 * hotel). Card data never reaches these routes: the page sends a gateway token.
 */
export function payLinkRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  const page = (view: LinkView) => ({ data: presentLink(view, deps.now()) });
  const hotelAnswer = (view: LinkView) => ({
    data: presentHotelLink(view, deps.now(), deps.publicOrigin),
  });

  register(app, endpoints.getPayLink, async ({ params }) =>
    page(await findLink(db, params.paymentNumber)),
  );
  /** The gateway of a link: the one it was paid through, else its hotel's own. */
  const gatewayOf = (view: LinkView) =>
    view.gateway
      ? deps.gateways.forPayment(view.hotel_id, view.gateway)
      : deps.gateways.forHotel(view.hotel_id);
  const linkGateway = async (paymentNumber: string) => gatewayOf(await findLink(db, paymentNumber));

  register(app, endpoints.payPayLink, async ({ params, body }) =>
    page(
      await payLink(
        db,
        await linkGateway(params.paymentNumber),
        params.paymentNumber,
        await body(),
        {
          now: deps.now(),
          publicOrigin: deps.publicOrigin,
          returnOrigins: deps.allowedOrigins,
        },
      ),
    ),
  );
  register(app, endpoints.completePayLink, async ({ params }) =>
    page(
      await completeLink(
        db,
        await linkGateway(params.paymentNumber),
        params.paymentNumber,
        deps.now(),
      ),
    ),
  );

  register(app, endpoints.abandonPayLinkChallenge, async ({ params }) =>
    page(
      await completeLink(
        db,
        await linkGateway(params.paymentNumber),
        params.paymentNumber,
        deps.now(),
        true,
      ),
    ),
  );

  const hotelOf = (authorization: string | undefined) => hotelOfApiKey(db, authorization);

  register(app, endpoints.createPayLink, async ({ c, body }) => {
    const hotel = await hotelOf(c.req.header('authorization'));
    const input = await body();
    const view = await createLink(db, hotel, input, deps.now());
    if (input.send_email !== false) {
      await sendMemberMail(
        deps,
        c,
        payLinkMail({
          to: view.email,
          locale: view.locale,
          hotelName: view.hotel_name,
          hotelTimeZone: hotel.time_zone,
          description: view.description,
          amount: view.amount,
          currency: view.currency,
          reservationNumber: view.reservation_number,
          expiresAt: new Date(view.expires_at),
          url: payUrl(deps.publicOrigin, view),
        }),
      );
    }
    return hotelAnswer(view);
  });
  register(app, endpoints.getHotelPayLink, async ({ c, params }) => {
    const hotel = await hotelOf(c.req.header('authorization'));
    return hotelAnswer(await findHotelLink(db, hotel, params.paymentNumber));
  });
  register(app, endpoints.updatePayLink, async ({ c, params, body }) => {
    const hotel = await hotelOf(c.req.header('authorization'));
    const view = await findHotelLink(db, hotel, params.paymentNumber);
    return hotelAnswer(await updateLink(db, view, await body(), deps.now()));
  });
  register(app, endpoints.cancelPayLink, async ({ c, params }) => {
    const hotel = await hotelOf(c.req.header('authorization'));
    const view = await findHotelLink(db, hotel, params.paymentNumber);
    return hotelAnswer(await cancelLink(db, await gatewayOf(view), view, deps.now()));
  });
  register(app, endpoints.refundPayLink, async ({ c, params }) => {
    const hotel = await hotelOf(c.req.header('authorization'));
    const view = await findHotelLink(db, hotel, params.paymentNumber);
    return hotelAnswer(await refundLink(db, await gatewayOf(view), view, deps.now()));
  });
}
