/** 4.10 retrieve-response: an order's results, by intake token, order token or both. */
import { http, type JsonBodyType } from 'msw';
import { apiRoutePatterns } from '../../api/paths';
import { ok, refusal } from '../envelope';
import type { HandlerContext } from './context';

export function orderHandlers({ db, signedIn }: HandlerContext) {
  return [
    http.get(apiRoutePatterns.retrieveResponse, async ({ request }) => {
      const user = await signedIn(request);
      if (user instanceof Response) return user;
      const params = new URL(request.url).searchParams;
      const intake = params.get('intake_token')?.trim() ?? '';
      const order = params.get('order_token')?.trim() ?? '';
      if (!intake && !order) return refusal(422, 'At least one of Intake token or Order token is required!');
      const found = db.orders.find(
        (o) => (!intake || o.intakeToken === intake) && (!order || o.orderToken === order),
      );
      if (!found) {
        return refusal(
          422,
          "The intake token you provided, is either invalid OR you don't have access of the order associated with it!",
        );
      }
      if (found.responses === null) return refusal(422, 'Report is not completed yet!');
      const responses = typeof found.responses === 'function' ? found.responses() : found.responses;
      return ok({ responses: responses as JsonBodyType[] }, 'Order response fetched successfully.');
    }),
  ];
}
