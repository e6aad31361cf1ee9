export * from './money'
export * from './pricing'
export * from './service-kinds'
export * from './rules'
