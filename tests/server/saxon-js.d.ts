// saxon-js ships no types: the one call the Peppol rules test makes.
declare module 'saxon-js' {
  const SaxonJS: {
    transform(options: Record<string, unknown>, mode: 'async'): Promise<unknown>;
  };
  export default SaxonJS;
}
