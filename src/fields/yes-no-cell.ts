// Config for a tick-box column with its own words, e.g. "Not for New Starters" / "—". A plain
// module (not the client component's), so collection configs can call it on the server.
export const yesNoCell = (yes = 'Yes', no = 'No') => ({
  path: '@/components/admin/yes-no-cell#YesNoCell',
  clientProps: { yes, no },
})
