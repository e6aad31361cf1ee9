// Shapes the dashboard's figures share. Types only, so aggregate.ts and conversion.ts can both
// use them without importing each other in a circle (ADR 037).
import type { CalculatorType } from '@/quote/model'

/** Stacked series of the weekly chart: the calculator's three types, and quotes sent without one. */
export type SeriesKey = CalculatorType | 'none'
