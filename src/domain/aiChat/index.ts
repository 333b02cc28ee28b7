// The bakery's assistant (issue 28): limits, texts, Arabic normalisation, the answers' number formats and
// the calls' schemas.
export * from './format';
export * from './limits';
export * from './messages';
export * from './normalize';
export * from './schemas';
