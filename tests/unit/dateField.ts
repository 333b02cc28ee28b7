import { act, fireEvent, screen, within } from '@testing-library/react';

// Driving src/ui/DateInput as a person does: its day, month and year sections take typed digits (the
// field moves to the next section by itself), Ctrl+A then Delete empties it.

/** The date field labelled `name`: the group of its sections. */
export const dateField = (name: RegExp): HTMLElement => screen.getByRole('group', { name });

/** What the field shows, sections and separators: '07/03/2026'. */
export const shownDate = (name: RegExp): string => dateField(name).querySelector('.MuiPickersSectionList-root')!.textContent!;

// A real blur: the field reports leaving only once the focus is outside it, which fireEvent.blur does not do.
const leave = () => act(() => (document.activeElement as HTMLElement).blur());

function focusDay(name: RegExp): HTMLElement {
  const day = within(dateField(name)).getAllByRole('spinbutton')[0]!;
  act(() => day.focus());
  return day;
}

/** Types the digits of `text` ('15/06/2026' or '1506') into the field from its day section on. */
export function typeDate(name: RegExp, text: string): void {
  focusDay(name);
  for (const digit of text.replace(/\D/g, '')) {
    fireEvent.input(document.activeElement!, { target: { textContent: digit } });
  }
  leave();
}

export function clearDate(name: RegExp): void {
  const day = focusDay(name);
  fireEvent.keyDown(day, { key: 'a', ctrlKey: true });
  fireEvent.keyDown(document.activeElement!, { key: 'Delete' });
  leave();
}
