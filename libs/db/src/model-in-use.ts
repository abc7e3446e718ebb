import { and, eq } from 'drizzle-orm';
import { type Database } from './client';
import { modelProviders } from './schema';

/** A user's model as stored: where it is, which model, and its API key still sealed. */
export interface StoredModel {
  protocol: 'openai' | 'anthropic';
  model: string;
  baseUrl: string | null;
  keyCiphertext: string;
}

/** The model the owner has in use (Models screen), or null: what their runs and drafts call. */
export async function findModelInUse(db: Database, ownerId: string): Promise<StoredModel | null> {
  const [row] = await db
    .select({ protocol: modelProviders.protocol, model: modelProviders.model, baseUrl: modelProviders.baseUrl, keyCiphertext: modelProviders.keyCiphertext })
    .from(modelProviders)
    .where(and(eq(modelProviders.ownerId, ownerId), eq(modelProviders.isInUse, true)))
    .limit(1);
  return row ?? null;
}
