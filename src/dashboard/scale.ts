// Axis scales for the charts: a round top value and a few round gridlines (0, 10, 20, 30 …).

/** Whole-number ticks from 0 to a round maximum at or above `max`, about `target` steps. */
export function niceScale(max: number, target = 4): { max: number; ticks: number[] } {
  if (!(max > 0)) return { max: 1, ticks: [0, 1] }
  const rough = max / target
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude,
  )
  const top = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let t = 0; t <= top; t += step) ticks.push(t)
  return { max: top, ticks }
}

/** Share of a whole as a percentage for drawing (0–100, never NaN). */
export const share = (value: number, whole: number) => (whole > 0 ? (value / whole) * 100 : 0)
