/**
 * Runs at most `concurrency` tasks at once; the rest wait their turn in arrival order.
 * Without it, a burst of saves all advance a little at a time and some are overtaken again and
 * again: in the 200-client bench, most saves took 1-5 s but the slowest took 15-56 s.
 */
export function fifoLimit(concurrency: number) {
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    running--
    const next = waiting.shift()
    if (next) {
      running++
      next()
    }
  }
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      release()
    }
  }
}
