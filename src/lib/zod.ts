import { config } from 'zod'

// zod probes for eval (new Function) to compile faster parsers; the site's and the admin's
// Content-Security-Policy forbid eval, and the probe alone is reported as a violation. The plain
// parsers are enough. Every module takes zod from here (eslint.config.mjs), so no schema that
// reaches a browser, in the site or the admin, runs before this setting.
config({ jitless: true })

// Re-exported one by one (`import * as z from '@/lib/zod'`), so that the bundler keeps only what a
// page's schemas use: re-exporting zod's `z` object sent all of zod, its 40 locales included, to
// the job application page (94 KB over its 64 KB budget, ADR 018).
export * from 'zod'
