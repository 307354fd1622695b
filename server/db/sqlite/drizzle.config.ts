import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './server/db/sqlite/schema.ts',
  out: './server/db/sqlite/migrations',
});
