'use client'
import { DefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/** The calculator's "no, thanks" answer of a group is a service called "None" at £0. */
const NO_THANKS = 'None'

/** The price list's first column: a "None" row says what it is, so nobody deletes it as junk. */
export const ServiceNameCell = (props: DefaultCellComponentProps) => {
  const none = props.cellData === NO_THANKS && Number(props.rowData?.price ?? 0) === 0
  return (
    <DefaultCell
      {...props}
      cellData={none ? 'None (the calculator’s “no, thanks” choice)' : props.cellData}
    />
  )
}
