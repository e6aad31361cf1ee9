// Asks for a password in the terminal without echoing it (and, with `confirm`, twice).
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

async function askOnce(question: string): Promise<string> {
  let muted = false
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
    muted = true
  })
}

export async function askPassword(question: string, confirm = false): Promise<string> {
  for (;;) {
    const first = await askOnce(question)
    if (!confirm) return first
    if ((await askOnce('Type it again: ')) === first) return first
    console.log('The two passwords differ; try again.')
  }
}
