import { moneyText, numberText } from '../../src/domain/format';
import type { Figure, TableCell } from './reportsTable';

// Figures in the PDF exports written as the report pages write them: EUR in the Arabic locale with Latin
// digits (the domain's formatter, the same text as the UI's formatMoney), shares as percents with one
// decimal, days as DD/MM/YYYY, and '—' where there is no figure.

const EMPTY = '—';
const percent = new Intl.NumberFormat('ar-u-nu-latn', { style: 'percent', maximumFractionDigits: 1 });

export function figureText(figure: Figure): string {
  if (figure.value === null) return EMPTY;
  if (figure.kind === 'eur') return moneyText(figure.value);
  if (figure.kind === 'share') return percent.format(figure.value);
  return numberText(figure.value);
}

export const cellText = (cell: TableCell): string => (typeof cell === 'string' ? cell : figureText(cell));
