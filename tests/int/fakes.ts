// Real protocol peers on loopback: an SMTP server (smtp-server) and an HTTP stand-in for
// Twilio's Messages API. Our code talks to them exactly as it would to the real services.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

/** `at`: when it arrived (ms since the epoch). */
export type ReceivedMail = { to: string[]; raw: string; body: string; at: number }

/** Undoes quoted-printable so tests can read the message text. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const m = /^=([0-9A-F]{2})/.exec(joined.slice(i, i + 3))
    if (m) {
      bytes.push(parseInt(m[1]!, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

export async function startSmtp(port = 0) {
  const mails: ReceivedMail[] = []
  // delayMs: how long the server takes to accept a message (a slow mail server).
  const state = { delayMs: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (c: string) => (raw += c))
      stream.on('end', () => {
        setTimeout(() => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            body: decodeQuotedPrintable(raw),
            at: Date.now(),
          })
          callback()
        }, state.delayMs)
      })
    },
  })
  // A client that dies mid-conversation (the crash tests SIGKILL the app) resets its connection;
  // smtp-server re-emits that as an 'error' event, which would be an uncaught exception in the
  // test process without a listener. A real mail server logs it and carries on; so does this one.
  const connectionErrors: Error[] = []
  server.on('error', (err) => connectionErrors.push(err))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = (server.server.address() as AddressInfo).port
  return {
    port: address,
    mails,
    state,
    connectionErrors,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type ReceivedSms = { to: string; body: string; from: string; at: number }

export async function startSmsProvider(accountSid: string, token: string) {
  const messages: ReceivedSms[] = []
  const state = { failFor: new Set<string>() }
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${token}`).toString('base64')}`
      if (req.headers.authorization !== expectedAuth) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Authenticate' }))
        return
      }
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        res.writeHead(404).end()
        return
      }
      const form = new URLSearchParams(body)
      const to = form.get('To') ?? ''
      if (state.failFor.has(to)) {
        res
          .writeHead(503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Service unavailable' }))
        return
      }
      messages.push({
        to,
        body: form.get('Body') ?? '',
        from: form.get('From') ?? '',
        at: Date.now(),
      })
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid: `SM${messages.length}` }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
