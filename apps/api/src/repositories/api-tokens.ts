import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiToken, type CreatedApiToken } from '@verity/contracts';
import { apiTokens } from '@verity/db';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { type Db } from '../database/transaction';

type TokenRow = typeof apiTokens.$inferSelect;

/** How many of a token's characters lists show ("vrt_3kQ9xY1z"): enough to tell tokens apart, useless to an attacker. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 8;
/** last_used_at is written at most this often per token, so a busy CI does not write a row per request. */
const LAST_USED_PRECISION_MS = 60_000;

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toApiToken(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** A new token for its owner: the secret is in the answer and nowhere else. */
export async function createApiToken(db: Db, ownerId: string, { name, expiresAt }: { name: string; expiresAt: Date | null }): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ ownerId, name, tokenHash: hashApiToken(token), prefix: token.slice(0, SHOWN_PREFIX_LENGTH), expiresAt })
    .returning();
  return { ...toApiToken(row!), token };
}

/** The owner's tokens that are not revoked, newest first; expired ones too (they say so). */
export async function listApiTokens(db: Db, ownerId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.ownerId, ownerId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(toApiToken);
}

/** Revokes one of the owner's tokens; null when they have no such token (or it was revoked already). */
export async function revokeApiToken(db: Db, ownerId: string, id: string): Promise<ApiToken | null> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(apiTokens.ownerId, ownerId), eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  return row ? toApiToken(row) : null;
}

export type ApiTokenLookup = { ownerId: string; expired: boolean; expiresAt: Date | null } | null;

/** Who a token belongs to, whether it expired, or null when it is unknown or revoked; notes that it was used. */
export async function findApiTokenOwner(db: Db, token: string, now = new Date()): Promise<ApiTokenLookup> {
  const [row] = await db
    .select({ id: apiTokens.id, ownerId: apiTokens.ownerId, expiresAt: apiTokens.expiresAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashApiToken(token)), isNull(apiTokens.revokedAt)));
  if (!row) return null;
  const expired = row.expiresAt !== null && row.expiresAt <= now;
  if (!expired) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS)))));
  }
  return { ownerId: row.ownerId, expired, expiresAt: row.expiresAt };
}
