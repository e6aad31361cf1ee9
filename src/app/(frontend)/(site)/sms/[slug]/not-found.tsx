import { OfferNotFound } from '../../offers/_components/offer-not-found'

/** The text-message twin of /offers/{slug}: the same 404. */
export default function SmsOfferNotFound() {
  return <OfferNotFound />
}
