'use client'
// A tick box in a list, in words: "Yes" / "No", or what the column means ("Not for New Starters").
import type { DefaultCellComponentProps } from 'payload'

type Props = DefaultCellComponentProps & { yes?: string; no?: string }

export const YesNoCell = ({ cellData, yes = 'Yes', no = 'No' }: Props) => (
  <span>{cellData ? yes : no}</span>
)
