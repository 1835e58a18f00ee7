import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations into ./drizzle from the table files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
