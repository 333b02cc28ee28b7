import AssessmentIcon from '@mui/icons-material/Assessment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DateRangeIcon from '@mui/icons-material/DateRange';
import TodayIcon from '@mui/icons-material/Today';
import { createElement, lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';
import type { PeriodKind } from './period';

const ReportsIndex = lazy(() => import('./ReportsIndex'));

/** One chunk for the three fixed pages (charts and all), each with its period. */
const fixedPage = (kind: PeriodKind) =>
  lazy(async () => {
    const { default: Page } = await import('./ReportPage');
    return { default: () => createElement(Page, { kind }) };
  });

/**
 * The reports (issue 26): /reports, the index of every report's headline figures, and /reports/daily,
 * /monthly, /yearly, the reports with their period fixed. Admin, manager and accountant (the access
 * table's reports:list); the menu's reports group.
 */
export const reports: Descriptor = {
  name: 'reports',
  routes: [
    { screen: SCREEN.reports, component: ReportsIndex },
    { screen: SCREEN.dailyReports, component: fixedPage('day') },
    { screen: SCREEN.monthlyReports, component: fixedPage('month') },
    { screen: SCREEN.yearlyReports, component: fixedPage('year') },
  ],
  menu: [
    { key: 'reports-index', screen: SCREEN.reports, labelKey: 'bakery.menu.reports_overview', icon: AssessmentIcon, order: 115, group: 'reports' },
    { key: 'reports-daily', screen: SCREEN.dailyReports, labelKey: 'bakery.menu.daily_reports', icon: TodayIcon, order: 120, group: 'reports' },
    { key: 'reports-monthly', screen: SCREEN.monthlyReports, labelKey: 'bakery.menu.monthly_reports', icon: CalendarMonthIcon, order: 130, group: 'reports' },
    { key: 'reports-yearly', screen: SCREEN.yearlyReports, labelKey: 'bakery.menu.yearly_reports', icon: DateRangeIcon, order: 140, group: 'reports' },
  ],
};
