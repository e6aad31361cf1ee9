import type { Step } from '@/quote'

import { shortStepLabel } from '../labels'
import styles from './calculator.module.css'

/** A visible step indicator: done, current and upcoming steps. */
export function StepIndicator({
  steps,
  current,
  done,
}: {
  steps: Step[]
  current: Step | null
  done: Set<Step>
}) {
  return (
    <nav aria-label="Quote progress">
      {/* Scrolls sideways on phones, so it must be reachable by keyboard too. */}
      <ol className={styles.steps} tabIndex={0}>
        {steps.map((step) => {
          const isCurrent = step === current || (current === null && step === 'totals')
          const cls = [
            styles.stepItem,
            done.has(step) ? styles.stepDone : '',
            isCurrent ? styles.stepCurrent : '',
          ].join(' ')
          return (
            <li key={step} className={cls} aria-current={isCurrent ? 'step' : undefined}>
              {shortStepLabel[step]}
              {done.has(step) && <span className={styles.srOnly}> (done)</span>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
