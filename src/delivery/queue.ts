/** The job queue that carries quote and application messages. */
export const DELIVERY_QUEUE = 'delivery'

/** Payload queues scheduled publishing (pages, posts, offers) on its default queue. */
export const SCHEDULED_PUBLISH_QUEUE = 'default'
