import type { ClipboardEvent, KeyboardEvent } from 'react';
import { normalizeDecimalText, parseDecimal } from './decimalText';

/**
 * Types `text` into the focused input as the keyboard would (caret, undo and the input event included).
 * Where the browser has no insertText command (a test DOM, very old browsers) a whole `fallback` value
 * replaces the field's, through the native setter so React sees the change.
 */
function typeInto(input: HTMLInputElement, text: string, fallback?: string): boolean {
  if (typeof document.execCommand === 'function' && document.execCommand('insertText', false, text)) return true;
  if (fallback === undefined) return false;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, fallback);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

const inputOf = (target: EventTarget): HTMLInputElement | null =>
  target instanceof HTMLInputElement && !target.readOnly && !target.disabled ? target : null;

/**
 * Handlers for a number field (put them on the TextField: the events bubble from its input). A number
 * input takes "2,50" as 250; here a decimal comma, an Arabic decimal separator or an Arabic-Indic digit
 * is typed as the point or Latin digit it means, and a pasted "2,50 €" arrives as 2.5.
 */
export const decimalCommaHandlers = {
  onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const input = inputOf(event.target);
    if (!input || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const meant = normalizeDecimalText(event.key);
    if (meant !== event.key && typeInto(input, meant)) event.preventDefault();
  },
  onPaste(event: ClipboardEvent<HTMLElement>) {
    const input = inputOf(event.target);
    const pasted = event.clipboardData.getData('text');
    if (!input || !pasted) return;
    const amount = parseDecimal(pasted);
    if (amount === null || Number.isNaN(amount) || String(amount) === pasted.trim()) return;
    if (typeInto(input, String(amount), String(amount))) event.preventDefault();
  },
};
