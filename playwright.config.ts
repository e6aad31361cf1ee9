import { existsSync } from 'node:fs'

import { defineConfig } from '@playwright/test'

// Playwright's own browser download does not work here: use the system Chromium.
const chromium = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((p): p is string => Boolean(p && existsSync(p)))

const port = Number(process.env.E2E_PORT ?? 3100)
// E2E_BASE_URL points the tests at a server you already run (e.g. `next dev`) while iterating.
const external = process.env.E2E_BASE_URL

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  reporter: [['list']],
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: `node server.mjs -p ${port}`,
        url: `http://localhost:${port}/api/levels`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
      },
})
