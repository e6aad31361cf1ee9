import { startApp } from '/work/wt-proof/scripts/lib/app-server.mjs'
import { envFor } from '/work/wt-proof/tests/reliability/harness.ts'
process.env.RELIABILITY_TEMPLATE_DIR = '.tmp/build'
const app = await startApp({ port: 3421, env: envFor('.tmp/reliability/fuzz', 3421), logFile: '.tmp/probe.log' })
console.log('ready')
await new Promise((r) => process.on('SIGTERM', r))
await app.stop()
