import { createServer, type Server } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { freePort, portFrom } from './ports.mjs'

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

const occupy = (port: number) =>
  new Promise<void>((resolve) => {
    const srv = createServer()
    servers.push(srv)
    srv.listen(port, () => resolve())
  })

describe('portFrom', () => {
  it('keeps the preferred port when it is free', async () => {
    const port = await freePort()
    expect(await portFrom(port)).toBe(port)
  })

  it('moves on when something already listens there (a demo on 3100, say)', async () => {
    const port = await freePort()
    await occupy(port)
    const chosen = await portFrom(port)
    expect(chosen).not.toBe(port)
    await occupy(chosen) // and it really is free
  })
})
