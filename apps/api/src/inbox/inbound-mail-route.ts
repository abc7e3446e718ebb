import { createHash, timingSafeEqual } from 'node:crypto';
import { failure, success } from '@verity/contracts';
import { parseInboundMail } from '@verity/mail';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type Db } from '../database/transaction';
import { envelopeResponses } from '../response-schema';
import { storeInboundMail } from './store-inbound-mail';

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export interface InboundMailOptions {
  db: Db;
  /** The inbox domain: mail for other addresses is not kept. */
  domain: string;
  /** The bearer secret the mail service sends; without one the route answers 404. */
  secret: string | undefined;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const isSecret = (given: string, secret: string) => timingSafeEqual(digest(given), digest(secret));

/**
 * POST /api/inbox/messages: the production way into the test inbox. A mail service's inbound webhook (or an e-mail
 * worker) posts each raw message (Content-Type: message/rfc822) with `Authorization: Bearer <INBOUND_MAIL_SECRET>`;
 * it is kept for its To and Cc addresses at the inbox domain.
 */
export const inboundMailRoutes: FastifyPluginAsync<InboundMailOptions> = async (app, { db, domain, secret }) => {
  app.addContentTypeParser('message/rfc822', { parseAs: 'buffer', bodyLimit: MAX_MESSAGE_BYTES }, (_request, body, done) => done(null, body));
  app.post(
    '/inbox/messages',
    {
      bodyLimit: MAX_MESSAGE_BYTES,
      schema: { response: envelopeResponses(z.object({ kept_for: z.number().int() })) },
      config: { openapi: { summary: 'Add an e-mail to the test inbox (an inbound-mail webhook; bearer INBOUND_MAIL_SECRET; body message/rfc822)' } },
    },
    async (request, reply) => {
      if (!secret) return reply.code(404).send(failure('The test inbox takes no webhook here: set INBOUND_MAIL_SECRET to turn it on.', 'not_found'));
      const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!isSecret(given, secret)) return reply.code(401).send(failure('Could not validate credentials', 'unauthorized'));
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        return reply.code(415).send(failure('Send the raw e-mail with Content-Type: message/rfc822.', 'unsupported_media_type'));
      }
      const mail = await parseInboundMail(request.body);
      const keptFor = await storeInboundMail(db, mail, mail.recipients, domain);
      return success({ kept_for: keptFor });
    },
  );
};
