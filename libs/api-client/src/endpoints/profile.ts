import {
  type CreditHistory,
  creditHistorySchema,
  type OnboardingInput,
  type Profile,
  profileSchema,
  type PromoRedemption,
  promoRedemptionSchema,
  type RedeemPromoInput,
  type UpdateRunDefaultsInput,
} from '@verity/contracts';
import { type RequestOptions } from '../api-client-options';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';

export interface CreditsHistoryPageParams {
  /** Entries per page (1–100); the API's default is 20. */
  limit?: number;
  /** The `next_cursor` of the previous page; omit for the newest page. */
  cursor?: string | null;
}

export function createProfileApi(send: SendRequest) {
  return {
    /** The caller's profile; the API creates it, with the signup credits, on a user's first request. */
    async getProfile(options: RequestOptions = {}): Promise<Profile> {
      return requireData('getProfile', profileSchema, await send({ method: 'GET', path: '/profile', ...options }));
    },

    /** Saves the onboarding answers and marks onboarding completed. */
    async completeOnboarding(input: OnboardingInput, options: RequestOptions = {}): Promise<Profile> {
      const data = await send({ method: 'PUT', path: '/profile/onboarding', body: input, ...options });
      return requireData('completeOnboarding', profileSchema, data);
    },

    /** Settings → Run defaults: the given ones change, the others stay. */
    async updateRunDefaults(input: UpdateRunDefaultsInput, options: RequestOptions = {}): Promise<Profile> {
      const data = await send({ method: 'PUT', path: '/profile/run-defaults', body: input, ...options });
      return requireData('updateRunDefaults', profileSchema, data);
    },

    /** 404 `promo_not_found`, 410 `promo_expired` / `promo_exhausted`, 409 `promo_already_redeemed`. */
    async redeemPromoCode(input: RedeemPromoInput, options: RequestOptions = {}): Promise<PromoRedemption> {
      const data = await send({ method: 'POST', path: '/profile/redeem', body: input, ...options });
      return requireData('redeemPromoCode', promoRedemptionSchema, data);
    },

    /** One page of the credit ledger, newest first. */
    async getCreditsHistory(page: CreditsHistoryPageParams = {}, options: RequestOptions = {}): Promise<CreditHistory> {
      const query = { limit: page.limit, cursor: page.cursor };
      const data = await send({ method: 'GET', path: '/credits/history', query, ...options });
      return requireData('getCreditsHistory', creditHistorySchema, data);
    },
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
