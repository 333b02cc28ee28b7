// The bakery's assistant (issue 28): limits, texts, Arabic normalisation and the
// calls' schemas (its number formats are src/domain/format.ts, shared with the reports' PDF).
export * from './limits';
export * from './messages';
export * from './normalize';
export * from './schemas';
