// Every text the screens show, in Arabic: the first page's (./shell) and each area's, one file per area,
// which adds itself to the browser's catalogue when a screen that shows it loads (src/i18n/catalogue.ts).
// react-admin's i18nProvider (src/providers/i18nProvider.ts) serves them through polyglot with the locale
// 'ar' (six plural forms, see ./plural). The texts the server sends too are src/domain/messages, re-used
// as they are. The screens never import this file (it would bring every area along): it is the whole
// catalogue, which the tests read.

import type { TranslationMessages } from 'react-admin';
import { mergeTexts, type TextTree } from '../catalogue';
import { auditTexts } from './audit';
import { chatTexts } from './chat';
import { dashboardTexts } from './dashboard';
import { employeePageTexts } from './employeePage';
import { expensesPageTexts } from './expensesPage';
import { ordersTexts } from './orders';
import { pricingTexts } from './pricing';
import { productsTexts } from './products';
import { profileTexts } from './profile';
import { reportsTexts } from './reports';
import { returnsTexts } from './returns';
import { routeTexts } from './route';
import { scheduleTexts } from './schedule';
import { settingsTexts } from './settings';
import { shell } from './shell';
import { standingTexts } from './standing';
import { storesTexts } from './stores';
import { systemTexts } from './system';
import { usersTexts } from './users';
import { vehicleFormTexts } from './vehicleForm';
import { vehicleListTexts } from './vehicleList';
import { vehiclesTexts } from './vehicles';
import { vehicleShowTexts } from './vehicleShow';
import { invoicesTexts } from './invoices';

// Tests import the server's texts from here as well as the catalogue.
export { errors, validation, type EnumMessageName } from '../../domain/messages';
export { enumLabelKey } from './enums';

/** Each area's texts by the name of its file (./orders.ts is `orders`). */
export const AREAS: Readonly<Record<string, TextTree>> = {
  audit: auditTexts,
  chat: chatTexts,
  dashboard: dashboardTexts,
  employeePage: employeePageTexts,
  expensesPage: expensesPageTexts,
  orders: ordersTexts,
  pricing: pricingTexts,
  products: productsTexts,
  profile: profileTexts,
  reports: reportsTexts,
  returns: returnsTexts,
  route: routeTexts,
  schedule: scheduleTexts,
  settings: settingsTexts,
  stores: storesTexts,
  standing: standingTexts,
  system: systemTexts,
  users: usersTexts,
  vehicleForm: vehicleFormTexts,
  vehicleList: vehicleListTexts,
  vehicles: vehiclesTexts,
  vehicleShow: vehicleShowTexts,
  invoices: invoicesTexts,
};

/** Every message of the Arabic interface: the first page's and every area's. */
export const ar: TranslationMessages = Object.values(AREAS).reduce(mergeTexts, shell as TextTree) as TranslationMessages;
