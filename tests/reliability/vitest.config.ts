import path from 'node:path'

import { defineConfig } from 'vitest/config'

// The reliability tests drive the production server over HTTP; scripts/reliability.mjs prepares
// the template database and runs them. Files run one after another: each starts its own server.
const root = path.resolve(import.meta.dirname, '../..')

export default defineConfig({
  root,
  resolve: { alias: { '@': path.join(root, 'src') } },
  test: {
    name: 'reliability',
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 5 * 60_000,
  },
})
