// A message as the chat shows it (spec 000 section 2): web links become links opened in a new tab and
// newlines become line breaks. App paths an answer names (/orders/12) become links inside the app.

export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; href: string; external: boolean } | { kind: 'break' };

const LINK = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?؟،)])|((?<![\w/])\/(?:orders|stores|products)\/\d+)/g;

export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) parts.push({ kind: 'break' });
    let at = 0;
    for (const match of line.matchAll(LINK)) {
      if (match.index > at) parts.push({ kind: 'text', text: line.slice(at, match.index) });
      parts.push({ kind: 'link', href: match[0], external: Boolean(match[1]) });
      at = match.index + match[0].length;
    }
    if (at < line.length) parts.push({ kind: 'text', text: line.slice(at) });
  });
  return parts;
}

/** The list's preview of a message: its first 40 characters and an ellipsis (spec 000 section 2). */
export function previewOf(text: string | null, length: number): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
}

/** The title of a new chat: 'دردشة جديدة' and the user's local date (spec 000 section 3). */
export function newChatTitle(template: (date: string) => string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return template(`${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`);
}
