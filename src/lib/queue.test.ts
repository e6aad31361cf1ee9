import { describe, expect, it } from 'vitest'

import { fifoLimit } from './queue'

const tick = () => new Promise((r) => setTimeout(r, 1))

describe('fifoLimit', () => {
  it('never runs more than the limit at once and starts waiting tasks in arrival order', async () => {
    const run = fifoLimit(2)
    let active = 0
    let peak = 0
    const started: number[] = []
    const task = (n: number) => async () => {
      started.push(n)
      active++
      peak = Math.max(peak, active)
      await tick()
      active--
      return n
    }
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => run(task(n))))
    expect(results).toEqual([1, 2, 3, 4, 5, 6])
    expect(peak).toBe(2)
    expect(started).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('frees the slot when a task fails', async () => {
    const run = fifoLimit(1)
    await expect(run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(run(async () => 'next')).resolves.toBe('next')
  })
})
