/**
 * A plate as a left-to-right island (Unicode isolates U+2066 … U+2069) inside an Arabic sentence, so
 * '1-CVY-789' keeps its order in a dialog's title.
 */
export function isolatedPlate(plate: string): string {
  return `\u2066${plate}\u2069`;
}
