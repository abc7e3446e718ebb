import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the next SQL migration from the schema; migrations are applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./libs/db/src/schema/app.ts', './libs/db/src/schema/auth.ts'],
  out: './libs/db/migrations',
  schemaFilter: ['public', 'auth'],
  strict: true,
});
