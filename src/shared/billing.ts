import { z } from 'zod';

export const subscriptionStatusSchema = z.enum(['trialing', 'active', 'past_due', 'canceled']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Spec §3 Subscription details. Dates are ISO 8601 strings or null. */
export const subscriptionDetailsSchema = z.object({
  has_subscription: z.boolean(),
  status: subscriptionStatusSchema.nullable(),
  card_allocation: z.number().int().nonnegative(),
  current_card_count: z.number().int().nonnegative(),
  card_ids: z.array(z.string()),
  trial_end: z.string().nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  canceled_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;
