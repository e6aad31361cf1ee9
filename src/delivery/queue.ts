/** The job queue that carries quote and application messages. */
export const DELIVERY_QUEUE = 'delivery'
