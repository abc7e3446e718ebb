import { z } from 'zod';

/** A test run's status (spec section 4). `created` runs wait to be scheduled; `pending` ones are queued. */
export const RUN_STATUSES = ['created', 'pending', 'running', 'completed', 'failed', 'cancelled', 'unknown'] as const;
export const runStatusSchema = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatusSchema>;

/** Runs still waiting or executing: polled every 2 s (spec section 9). Which runs may change how: RUN_TRANSITIONS. */
export const ACTIVE_RUN_STATUSES = ['pending', 'running'] as const satisfies readonly RunStatus[];

/** A step's status within a run (spec section 4, the second enumeration). */
export const STEP_STATUSES = ['not_started', 'running', 'completed', 'failed', 'cancelled', 'unknown'] as const;
export const stepStatusSchema = z.enum(STEP_STATUSES);
export type StepStatus = z.infer<typeof stepStatusSchema>;

/** Why a credit balance changed; every change is one ledger entry. */
export const CREDIT_REASONS = ['signup_grant', 'purchase', 'promo', 'run_debit', 'run_refund', 'admin_grant'] as const;
export const creditReasonSchema = z.enum(CREDIT_REASONS);
export type CreditReason = z.infer<typeof creditReasonSchema>;

export const CHECKOUT_STATUSES = ['open', 'completed', 'cancelled', 'expired'] as const;
export const checkoutStatusSchema = z.enum(CHECKOUT_STATUSES);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** The reviewer's decision on a finished run. */
export const REVIEW_DECISIONS = ['confirmed_bug', 'test_problem', 'flaky', 'passed_as_expected'] as const;
export const reviewDecisionSchema = z.enum(REVIEW_DECISIONS);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;
