/**
 * A plate as a left-to-right island (Unicode isolates U+2066 … U+2069) inside Arabic text, so '1-ASF-458'
 * keeps its order in a title, a message, a choice's text or an input's value. The one way plates are
 * isolated: texts take the plate through this, never with the marks written in the message itself.
 */
export function isolatedPlate(plate: string): string {
  return `\u2066${plate}\u2069`;
}

/** A vehicle as one choice: its plate, then its model ('1-ASF-458 — Renault Master'). */
export function plateAndModel(vehicle: { vehicle_plate?: unknown; vehicle_model?: unknown }): string {
  const model = String(vehicle.vehicle_model ?? '');
  const plate = isolatedPlate(String(vehicle.vehicle_plate ?? ''));
  return model ? `${plate} — ${model}` : plate;
}
