import { ROUTES } from '@verity/mfe';
/** Where a checkout URL leads: a route of this app (the sandbox page) or another site (Stripe Checkout). */
export type CheckoutDestination = { kind: 'route'; path: string } | { kind: 'external'; url: string };

/**
 * A checkout on this web origin under /app is a route of the app: the shell's router moves there without
 * reloading. Anything else (the payment provider's page) is left to the browser.
 */
export function checkoutDestination(checkoutUrl: string, origin: string): CheckoutDestination {
  let url: URL;
  try {
    url = new URL(checkoutUrl, origin);
  } catch {
    return { kind: 'external', url: checkoutUrl };
  }
  if (url.origin === origin && url.pathname.startsWith(`${ROUTES.app}/`)) {
    return { kind: 'route', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', url: url.href };
}
