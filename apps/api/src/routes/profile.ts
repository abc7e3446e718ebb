import {
  creditHistoryQuerySchema,
  creditHistorySchema,
  onboardingInputSchema,
  profileSchema,
  promoRedemptionSchema,
  redeemPromoInputSchema,
  success,
  updateRunDefaultsInputSchema,
} from '@verity/contracts';
import { type z } from 'zod';
import { type FastifyPluginAsync } from 'fastify';
import { type RouteContext } from '../context';
import { inTransaction } from '../database/transaction';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { listLedger } from '../repositories/credits';
import { findProfile, saveOnboarding, saveRunDefaults } from '../repositories/profiles';
import { normalizePromoCode, type RedeemOutcome, redeemPromoCode } from '../repositories/promo-codes';
import { envelopeResponses } from '../response-schema';
import { optionalBody } from '../route-input';

type RedeemFailure = Extract<RedeemOutcome, { ok: false }>['reason'];

const REDEEM_FAILURES: Record<RedeemFailure, (code: string) => ApiError> = {
  not_found: (code) => new ApiError(404, 'promo_not_found', `Promo code ${code} not found. Check the spelling and try again.`),
  expired: (code) => new ApiError(410, 'promo_expired', `Promo code ${code} has expired.`),
  exhausted: (code) => new ApiError(410, 'promo_exhausted', `Promo code ${code} has been fully redeemed; it cannot be used any more.`),
  already_redeemed: (code) => new ApiError(409, 'promo_already_redeemed', `You have already redeemed promo code ${code}.`),
};

/** The profile exists from the first authenticated request on (the authenticate hook creates it). */
const missingProfile = () => new Error('The caller has no profile although authenticate creates it');

export const profileRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, pool }) => {
  const authenticated = { onRequest: [app.authenticate] };

  app.get(
    '/profile',
    {
      ...authenticated,
      schema: { response: envelopeResponses(profileSchema) },
      config: { openapi: { summary: 'The caller’s profile: onboarding state and credit balance' } },
    },
    async (request) => {
      const profile = await findProfile(db, callerOf(request).userId);
      if (!profile) throw missingProfile();
      return success(profile);
    },
  );

  app.put<{ Body: z.output<typeof onboardingInputSchema> }>(
    '/profile/onboarding',
    {
      ...authenticated,
      schema: { body: optionalBody(onboardingInputSchema), response: envelopeResponses(profileSchema) },
      config: { openapi: { summary: 'Save the onboarding answers and mark onboarding completed', body: onboardingInputSchema } },
    },
    async (request) => {
      const profile = await saveOnboarding(db, callerOf(request).userId, request.body);
      if (!profile) throw missingProfile();
      return success(profile);
    },
  );

  app.put<{ Body: z.output<typeof updateRunDefaultsInputSchema> }>(
    '/profile/run-defaults',
    {
      ...authenticated,
      schema: { body: optionalBody(updateRunDefaultsInputSchema), response: envelopeResponses(profileSchema) },
      config: {
        openapi: {
          summary: 'Change how the caller’s runs behave unless a test says otherwise: step timeout, viewport, screenshots',
          body: updateRunDefaultsInputSchema,
        },
      },
    },
    async (request) => {
      const profile = await saveRunDefaults(db, callerOf(request).userId, request.body);
      if (!profile) throw missingProfile();
      return success(profile);
    },
  );

  app.post<{ Body: z.output<typeof redeemPromoInputSchema> }>(
    '/profile/redeem',
    {
      ...authenticated,
      schema: { body: optionalBody(redeemPromoInputSchema), response: envelopeResponses(promoRedemptionSchema) },
      config: { openapi: { summary: 'Redeem a promo code (once per user)', body: redeemPromoInputSchema } },
    },
    async (request) => {
      const { code } = request.body;
      const { userId } = callerOf(request);
      const normalized = normalizePromoCode(code);
      const redeemed = await inTransaction(pool, async (tx) => {
        const outcome = await redeemPromoCode(tx.db, userId, normalized);
        // Throwing rolls back the redemption count the attempt took.
        if (!outcome.ok) throw REDEEM_FAILURES[outcome.reason](normalized);
        return outcome;
      });
      return success({ code: normalized, credits_added: redeemed.creditsAdded, credit_balance: redeemed.balance });
    },
  );

  app.get<{ Querystring: z.output<typeof creditHistoryQuerySchema> }>(
    '/credits/history',
    {
      ...authenticated,
      schema: { querystring: creditHistoryQuerySchema, response: envelopeResponses(creditHistorySchema) },
      config: { openapi: { summary: 'The credit ledger, newest first, paginated by cursor', query: creditHistoryQuerySchema } },
    },
    async (request) => {
      const { query } = request;
      return success(await listLedger(db, callerOf(request).userId, { limit: query.limit ?? 20, cursor: query.cursor }));
    },
  );
};
