import { OfferNotFound } from '../../offers/_components/OfferNotFound'

/** The text-message twin of /offers/{slug}: the same 404. */
export default function SmsOfferNotFound() {
  return <OfferNotFound />
}
