// Issue 30's pricing: price lists, price history, bulk prices, variants, images and recommendations.
export * from './messages';
export * from './records';
export * from './rules';
export * from './schemas';
