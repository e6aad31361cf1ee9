#!/usr/bin/env node
// `npm run demo`'s last step: the production server with DEMO_MODE=1, the explicit opt-in that
// lets it start with the demo logins' public password (a real production server refuses to).
import { spawn } from 'node:child_process'

const child = spawn(process.execPath, ['server.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DEMO_MODE: '1' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
