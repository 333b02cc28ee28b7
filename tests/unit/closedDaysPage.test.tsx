import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClosedDaysPage from '../../src/custom/production/ClosedDaysPage';
import { bakeryDate } from '../../src/domain/dates';
import { belgianHolidays, standingMessages, type ClosedDay } from '../../src/domain/standing';
import { typeDate } from './dateField';
import { renderAdmin } from './renderAdmin';

// Issue 30: the closed-days calendar. A year nobody saved shows Belgium's public holidays as such; a day is
// removed, a bad one refused beside its field (another year, twice) without touching the list, a good one
// added with its name, and the whole list saved in date order.

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const year = Number(bakeryDate().slice(0, 4));
const row = (date: string) => screen.queryByTestId(`closed-day-${date}`);

function renderPage() {
  const saveClosedDays = vi.fn(async (y: number, days: ClosedDay[]) => ({ year: y, preloaded: false, days }));
  renderAdmin({
    role: 'manager',
    routes: { '/': <ClosedDaysPage /> },
    overrides: { closedDays: async (y: number) => ({ year: y, preloaded: true, days: belgianHolidays(y) }), saveClosedDays },
  });
  return { saveClosedDays };
}

async function add(day: string, name: string) {
  typeDate(/^اليوم/, day);
  fireEvent.change(screen.getByRole('textbox', { name: 'الاسم' }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'إضافة يوم' }));
}

describe('the closed-days calendar', () => {
  it('shows the preloaded public holidays, removes one, refuses a bad day beside its field, adds one and saves the list', async () => {
    const { saveClosedDays } = renderPage();
    expect(await screen.findByTestId('closed-days-preloaded')).toBeInTheDocument();
    expect(screen.getByTestId('closed-days-year')).toHaveTextContent(String(year));
    const newYear = row(`${year}-01-01`)!;
    expect(newYear).toHaveTextContent('رأس السنة');
    expect(within(newYear).getByText('عطلة رسمية')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'إزالة يوم الهدنة' }));
    expect(row(`${year}-11-11`)).not.toBeInTheDocument();

    await add(`24/12/${year + 1}`, 'عشية الميلاد');
    const field = () => screen.getByTestId('closed-day-add');
    expect(await within(field()).findByText(standingMessages.closedDayOtherYear)).toBeInTheDocument();
    await add(`25/12/${year}`, 'مكرر');
    expect(await within(field()).findByText(standingMessages.closedDayRepeated)).toBeInTheDocument();
    expect(screen.getAllByTestId(/^closed-day-\d/)).toHaveLength(9);

    await add(`24/12/${year}`, 'عشية الميلاد');
    await waitFor(() => expect(row(`${year}-12-24`)).toHaveTextContent('عشية الميلاد'));
    expect(within(row(`${year}-12-24`)!).getByText('يوم إغلاق خاص')).toBeInTheDocument();
    expect(within(field()).queryByText(standingMessages.closedDayRepeated)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'حفظ أيام الإغلاق' }));
    await waitFor(() => expect(saveClosedDays).toHaveBeenCalledTimes(1));
    const [savedYear, saved] = saveClosedDays.mock.calls[0]!;
    expect(savedYear).toBe(year);
    const expected = [...belgianHolidays(year).filter((day) => !day.date.endsWith('-11-11')), { date: `${year}-12-24`, name: 'عشية الميلاد' }].sort((a, b) =>
      a.date.localeCompare(b.date),
    );
    expect(saved).toEqual(expected);
    expect(await screen.findByText(standingMessages.closedDaysSaved)).toBeInTheDocument();
    expect(screen.queryByTestId('closed-days-preloaded')).not.toBeInTheDocument();
  });
});
