import { OfferNotFound } from '../_components/offer-not-found'

/** An offer that is unknown or not live: a 404 listing the offers that are. */
export default function OfferPageNotFound() {
  return <OfferNotFound />
}
