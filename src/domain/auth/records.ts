import { z } from 'zod';
import { timestamp } from '../schemas/replies';
import { publicUser } from '../users/records';

// The replies of the sign-in calls (spec 000 section 7).

/** POST /auth/login -> data; `home` is the first page the role opens. */
export const loginReply = z.object({
  user: publicUser,
  expiresAt: timestamp,
  sessionId: z.string(),
  home: z.string(),
});
export type LoginReply = z.infer<typeof loginReply>;

/** GET /auth/verify -> data. */
export const verifyReply = z.object({
  valid: z.boolean(),
  user: publicUser,
  expiresAt: timestamp,
  sessionId: z.string(),
});
export type VerifyReply = z.infer<typeof verifyReply>;

/** POST /auth/refresh -> data. */
export const refreshReply = z.object({ expiresAt: timestamp });
export type RefreshReply = z.infer<typeof refreshReply>;
