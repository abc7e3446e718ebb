import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

interface CannedResponse {
  status: number;
  body: unknown;
}

/**
 * A stand-in for api.stripe.com that records what it is sent: `POST /v1/checkout/sessions` answers a new
 * `cs_test_…` session unless `failNext()` queued a failure.
 */
export function fakeStripe() {
  const requests: RecordedStripeRequest[] = [];
  const failures: CannedResponse[] = [];
  let server: Server | undefined;
  let url: string | undefined;

  return {
    requests,
    get url() {
      if (!url) throw new Error('The fake Stripe server is not started');
      return url;
    },
    /** The next request answers this instead of a session. */
    failNext(status: number, body: unknown) {
      failures.push({ status, body });
    },
    async start() {
      server = createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          const path = request.url ?? '/';
          requests.push({ method: request.method ?? '', path, headers: request.headers, form: Object.fromEntries(new URLSearchParams(body)) });
          const canned: CannedResponse =
            failures.shift() ??
            (request.method === 'POST' && path === '/v1/checkout/sessions'
              ? { status: 200, body: { id: `cs_test_${requests.length}`, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/cs_test_${requests.length}` } }
              : { status: 404, body: { error: { message: `Unrecognized request URL (${request.method}: ${path}).` } } });
          response.writeHead(canned.status, { 'content-type': 'application/json' }).end(JSON.stringify(canned.body));
        });
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

/** A Stripe-Signature header as Stripe computes it: HMAC-SHA256 of `${t}.${body}` with the endpoint secret. */
export function stripeSignatureHeader(body: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/** A checkout.session.* event as Stripe sends it. */
export function checkoutEvent(type: string, session: { id: string; client_reference_id?: string; payment_status?: string }) {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', payment_status: 'paid', ...session } },
  });
}
