import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // *.server.ts modules import 'server-only', which throws outside React's server condition
  // (Next applies it to server code). Tests run that code in plain Node: give them the
  // package's own empty module, as that condition would (ADR 037).
  'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          // One Payload instance and database per file; files run one after another so
          // the PostgreSQL run can share one database server without interference.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup-env.ts'],
        },
      },
    ],
  },
})
