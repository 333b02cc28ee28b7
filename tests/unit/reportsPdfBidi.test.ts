import { describe, expect, it } from 'vitest';
import { visualOrder } from '../../server/services/reportsPdfBidi';
import { visualPieces } from '../../server/services/reportsPdfText';

// The right-to-left lines of the PDF exports (issue 26): the visual order of UAX #9 (bidi-js) for the
// texts the reports write (Arabic words, Latin shop names, figures, EUR, brackets), worked out by hand
// from the rules, and the pieces handed to fontkit (Arabic in logical order for shaping, the rest as seen).

const visual = (text: string) =>
  visualOrder(text)
    .map((item) => item.char)
    .join('');

describe('visual order in a right-to-left line', () => {
  it('keeps Latin left to right and turns Arabic round', () => {
    expect(visual('Bakkerij Jansen')).toBe('Bakkerij Jansen');
    expect(visual('خبز عربي')).toBe('يبرع زبخ');
  });

  it('puts figures inside Arabic at their place, each left to right', () => {
    expect(visual('صفحة 1 من 12')).toBe('12 نم 1 ةحفص');
    expect(visual('الفترة: من 01/10/2026 إلى 31/10/2026')).toBe('31/10/2026 ىلإ 01/10/2026 نم :ةرتفلا');
  });

  it('puts the Latin part of a shop name at the left end, whole', () => {
    expect(visual('سوبرماركت الشام - Sham Market')).toBe('Sham Market - ماشلا تكرامربوس');
    expect(visual('Café Marrakech - مقهى مراكش')).toBe('شكارم ىهقم - Café Marrakech');
  });

  it('writes EUR as the screen shows it and mirrors brackets', () => {
    expect(visual('\u200F1,234.50\u00A0€')).toBe('€\u00A01,234.50\u200F');
    // A minus before a figure is a neutral between the line's start and the figure: it goes to the
    // right of it, as a browser shows it in the report's right-to-left cell.
    expect(visual('-12.50')).toBe('12.50-');
    // Intl's negative euros carry a left-to-right mark before the minus: it stays with its figure.
    expect(visual('\u200F\u200E-12.50\u00A0€')).toBe('€\u00A0\u200E-12.50\u200F');
    expect(visual('متجر (فرع 2)')).toBe('(2 عرف) رجتم');
  });

  it('keeps a character outside the BMP whole inside Arabic, and honours isolates', () => {
    // Two UTF-16 units: turned round with the Arabic around it, they would no longer be one character.
    expect(visual('خبز 🥖 طازج')).toBe('جزاط 🥖 زبخ');
    // An isolate keeps its Latin text and figure left to right as one run (the hand-written rules had no
    // isolates); its marks belong to the right-to-left line, so the closing one ends up at the run's left.
    expect(visual('محل \u2066AB 12\u2069 هنا')).toBe('انه \u2069AB 12\u2066 لحم');
  });
});

describe('pieces for fontkit', () => {
  it('hands Arabic words over in logical order and the rest as seen, each in its subset', () => {
    expect(visualPieces('سوبرماركت الشام - Sham Market')).toEqual([
      { text: 'Sham Market', font: 'cairo-latin' },
      { text: ' - ', font: 'cairo-latin' },
      { text: 'الشام', font: 'cairo-arabic' },
      { text: ' ', font: 'cairo-latin' },
      { text: 'سوبرماركت', font: 'cairo-arabic' },
    ]);
    // The direction mark steers the order and is not drawn; Ł comes from the latin-ext subset.
    expect(visualPieces('\u200F12.00\u00A0€')).toEqual([
      { text: '€\u00A0', font: 'cairo-latin' },
      { text: '12.00', font: 'cairo-latin' },
    ]);
    expect(visualPieces('Łódź')).toEqual([
      { text: 'Ł', font: 'cairo-latin-ext' },
      { text: 'ód', font: 'cairo-latin' },
      { text: 'ź', font: 'cairo-latin-ext' },
    ]);
  });
});
