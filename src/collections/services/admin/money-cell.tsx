'use client'
import type { DefaultCellComponentProps } from 'payload'

import { showPounds } from './money'

export const MoneyCell = ({ cellData }: DefaultCellComponentProps) => (
  <span>{showPounds(cellData) || '—'}</span>
)
