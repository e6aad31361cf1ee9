import { saveQuoteDetails } from './handler'

export const POST = saveQuoteDetails
