import { requestOrigin } from '@verity/process';
import { type FastifyRequest } from 'fastify';
import { type AuthConfig } from './config';
import { AuthError } from './errors';
import { isOwnAddress } from './own-address';

const invalidHost = () => new AuthError(400, 'validation_failed', 'The Host header is not a valid host name.');

const siteUrlRequired = () =>
  new AuthError(
    400,
    'site_url_required',
    'This server sends e-mail links only to an address it knows is its own. Open the app at localhost or at this machine’s IP address, or ask its operator to set SITE_URL.',
  );

/**
 * The web app's origin for answers that go back to the browser that asked (the redirects after an e-mail link
 * or Google): SITE_URL, else the address the request came in on (X-Forwarded-Host/Proto only from a trusted
 * proxy: the BFF). A forged Host only sends the forger to the address they chose.
 */
export function siteOrigin(config: AuthConfig, request: FastifyRequest): string {
  if (config.siteUrl) return config.siteUrl;
  const origin = requestOrigin(request);
  if (!origin) throw invalidHost();
  return origin;
}

/** Where browsers reach /auth/v1 for this request: API_EXTERNAL_URL, else SITE_URL, else the request's address. */
export function authApiOrigin(config: AuthConfig, request: FastifyRequest): string {
  return config.externalUrl ?? siteOrigin(config, request);
}

/**
 * The origins an e-mailed link is built on. The mail goes to someone other than the requester, so a forged
 * Host must not choose it: a recovery link pointing at an attacker's host would hand them the token. Without
 * SITE_URL the request's address is used only when it can be nobody but this server (a loopback name or one of
 * this machine's IP addresses, see isOwnAddress); anything else is refused. An Origin header or the client's
 * redirect_to proves nothing here: whoever forges Host writes those too.
 */
export function mailLinkOrigins(
  config: AuthConfig,
  request: FastifyRequest,
  isOwn: (hostname: string) => boolean = isOwnAddress,
): { site: string; authApi: string } {
  if (config.siteUrl) return { site: config.siteUrl, authApi: config.externalUrl ?? config.siteUrl };
  const site = siteOrigin(config, request);
  if (!isOwn(new URL(site).hostname)) throw siteUrlRequired();
  return { site, authApi: config.externalUrl ?? site };
}
