import { z } from 'zod'

// zod probes for eval (new Function) to compile faster parsers; the site's and the admin's
// Content-Security-Policy forbid eval, and the probe alone is reported as a violation. The plain
// parsers are enough. Every module takes zod from here (eslint.config.mjs), so no schema that
// reaches a browser, in the site or the admin, runs before this setting.
z.config({ jitless: true })

export { z }
