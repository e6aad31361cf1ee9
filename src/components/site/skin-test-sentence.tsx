/** The salon's skin-test rule (Settings) and, when set, the link to book one online. */
export function SkinTestSentence({
  rule,
  bookingUrl,
}: {
  rule: string
  bookingUrl: string | null
}) {
  return (
    <>
      {rule} It only takes a few minutes
      {bookingUrl ? (
        <>
          {' '}
          and you can <a href={bookingUrl}>book your skin test online</a>
        </>
      ) : null}
      .
    </>
  )
}
