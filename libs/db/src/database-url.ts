import { z } from 'zod';

/** DATABASE_URL as every process validates it. */
export const databaseUrlSchema = z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL');
