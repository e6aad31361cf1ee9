// Starts a throwaway PostgreSQL server on loopback for the test run (Debian's packages).
// PostgreSQL refuses to run as root, so as root the server runs as the 'postgres' user.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from './ports.mjs'

function findBin(name) {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim()
  if (onPath) return onPath
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  for (const v of versions) {
    const p = path.join(root, v, 'bin', name)
    if (existsSync(p)) return p
  }
  return null
}

export function postgresAvailable() {
  return Boolean(findBin('initdb') && findBin('pg_ctl'))
}

/** Starts a server on `port` (a free one if not given). */
export async function startPostgres({ port: wanted } = {}) {
  const initdb = findBin('initdb')
  const pgCtl = findBin('pg_ctl')
  if (!initdb || !pgCtl) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found')
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-pg-'))
  chmodSync(dir, 0o777)
  const data = path.join(dir, 'data')
  const port = wanted ?? (await freePort())
  const run = (cmd, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' })
  run(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  run(pgCtl, [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
