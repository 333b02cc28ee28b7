import { useSearchParams } from 'react-router-dom';
import { bakeryDate, shiftDay } from '../../domain/dates';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The page's delivery day, kept in the address (?date=) so a printed or shared link names it; tomorrow by default. */
export function useDayParam(): [string, (day: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const day = DAY.test(asked) ? asked : shiftDay(bakeryDate(), 1);
  return [day, (next: string) => setParams(DAY.test(next) ? { date: next } : {}, { replace: true })];
}
