import { saveQuoteDetails } from '@/app/api/save-quote-details/handler'

export const POST = saveQuoteDetails
