import { z } from 'zod';

/** The session the web app works with (spec section 3): the bearer token and when it expires. */
export const sessionSchema = z.object({
  access_token: z.string().min(1),
  /** Seconds since the epoch. */
  expires_at: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

/** The signed-in user as the web app shows it; the auth service holds the rest. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  /** How the user can sign in: 'email', 'google'… */
  providers: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
