// Test helper for action-posts.test.ts (never part of the app): decodes server-action bodies
// with React's own decoder, the way Next.js 16 does in action-handler.js, and says for each
// whether it decoded into a list of arguments Next can apply, or threw (which Next answers
// with a 500). Must run as `node --conditions=react-server` (React's server build refuses to
// load otherwise). Input on stdin: a JSON list of
//   { kind: 'text', text }                          — a call with a text/plain body;
//   { kind: 'multipart', entries: [[name, value]] } — a call with a multipart body (busboy);
//   { kind: 'form', entries: [[name, value]] }      — a form posted without JavaScript.
// Output on stdout: a JSON list of 'ok' or the error message.
import { createRequire } from 'node:module'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

// Next's own copies, as its server loads them.
const load = createRequire(import.meta.url)
const react = load('next/dist/compiled/react-server-dom-turbopack/server.node')
const busboyFactory = load('next/dist/compiled/busboy')

/** One server action the forms' $ACTION_ID_/$ACTION_REF_ fields may name. */
const ACTION_ID = process.env.ORACLE_ACTION_ID ?? '7f'.padEnd(42, '0')
const manifest = { [ACTION_ID]: { id: 'oracle-module', chunks: [], name: 'act' } }
globalThis.__next_require__ = () => ({ act: async () => null })

const MAX_ARGS = 1000
const asArguments = (args) => {
  // Next: action.apply(null, args), after refusing more than 1000 arguments.
  if (args.length > MAX_ARGS) throw new Error('too many arguments')
  Reflect.apply(() => null, null, args)
  return 'ok'
}

function formOf(entries) {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  return form
}

async function decode(input) {
  if (input.kind === 'text') {
    const temporaryReferences = react.createTemporaryReferenceSet()
    return asArguments(await react.decodeReply(input.text, manifest, { temporaryReferences }))
  }
  if (input.kind === 'multipart') {
    const encoded = new Response(formOf(input.entries))
    const contentType = encoded.headers.get('content-type')
    const body = Buffer.from(await encoded.arrayBuffer())
    const busboy = busboyFactory({
      defParamCharset: 'utf8',
      headers: { 'content-type': contentType },
    })
    const temporaryReferences = react.createTemporaryReferenceSet()
    const [, args] = await Promise.all([
      pipeline(Readable.from([body]), busboy),
      react.decodeReplyFromBusboy(busboy, manifest, { temporaryReferences }),
    ])
    return asArguments(args)
  }
  const form = formOf(input.entries)
  const action = await react.decodeAction(form, manifest)
  if (typeof action === 'function') await react.decodeFormState(await action(), form, manifest)
  return 'ok'
}

async function main() {
  let text = ''
  for await (const chunk of process.stdin) text += chunk
  const results = []
  for (const input of JSON.parse(text)) {
    let timer
    const hang = new Promise((resolve) => {
      timer = setTimeout(
        () => resolve('no answer: the decoder waits for parts that never come'),
        2000,
      )
    })
    try {
      results.push(await Promise.race([decode(input), hang]))
    } catch (error) {
      results.push(String(error?.message ?? error))
    } finally {
      clearTimeout(timer)
    }
  }
  process.stdout.write(JSON.stringify(results))
}

// An unhandled rejection inside React's decoder is also a failure of that body, not the run's.
process.on('unhandledRejection', () => {})
void main()
