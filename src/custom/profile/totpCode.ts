/** A six-digit code however it was typed: spaces dropped, Arabic-Indic digits read as digits. */
export function cleanCode(typed: string): string {
  return typed.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/\s+/g, '');
}
