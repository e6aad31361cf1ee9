// The production server takes the flags the deployment guide names (issue 50): `npm start --
// --keepAliveTimeout 65000` once exited with ERR_PARSE_ARGS_UNKNOWN_OPTION.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { serverFlags, USAGE } from './flags.mjs'

describe('the server flags', () => {
  it('take the port, the host name and the keep-alive timeout', () => {
    expect(serverFlags(['-p', '3100', '-H', '0.0.0.0', '--keepAliveTimeout', '65000'])).toEqual({
      port: 3100,
      hostname: '0.0.0.0',
      keepAliveTimeout: 65000,
    })
    expect(serverFlags(['--port=8080'])).toEqual({ port: 8080 })
    expect(serverFlags([])).toEqual({})
  })

  it.each([
    [['--keepAliveTimeout', 'soon'], '--keepAliveTimeout takes milliseconds'],
    [['--keepAliveTimeout', '-5'], "Option '--keepAliveTimeout' argument is ambiguous"],
    [['-p', '99999'], '--port takes a port number'],
    [['--keep-alive-timeout', '65000'], "Unknown option '--keep-alive-timeout'"],
  ])('refuse %j in a sentence with the usage', (args, words) => {
    const answer = serverFlags(args) as { problem: string }
    expect(answer.problem).toContain(words)
    expect(answer.problem).toContain(USAGE)
  })

  it('stop the server with that sentence and no stack trace, before anything loads', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(import.meta.dirname, '..', 'server.mjs'), '--keepAliveTimeout', 'soon'],
      { encoding: 'utf8', timeout: 20_000 },
    )
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('--keepAliveTimeout takes milliseconds')
    expect(run.stderr).not.toMatch(/\n\s+at /)
  })
})
