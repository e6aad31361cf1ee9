/** A star rating: drawn for the eye, read out as words. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const r = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <p className={className}>
      <span aria-hidden="true">
        {'★'.repeat(r)}
        {'☆'.repeat(5 - r)}
      </span>
      <span className="sr-only">Rated {r} out of 5</span>
    </p>
  )
}
