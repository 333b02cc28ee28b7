// Every text the screens show, in Arabic, one file per area. react-admin's i18nProvider
// (src/providers/i18nProvider.ts) serves `ar` through polyglot with the locale 'ar' (six plural forms,
// see ./plural). The texts the server sends too are src/domain/messages, re-used here as they are.

import type { TranslationMessages } from 'react-admin';
import { enums, errors, validation } from '../../domain/messages';
import { chat } from './chat';
import { common, time } from './common';
import { dashboard } from './dashboard';
import { employeePage } from './employeePage';
import { layout } from './layout';
import { login } from './login';
import { menu } from './menu';
import { orders, ordersResource, paymentsResource } from './orders';
import { toPolyglot } from './plural';
import { profile } from './profile';
import { categoriesResource, products, productsResource } from './products';
import { raMessages } from './ra';
import { schedule } from './schedule';
import { route } from './route';
import { stores, storesResource } from './stores';
import { logsResource, notificationsResource, system } from './system';
import { distributorArea, distributorsResource, users, usersResource } from './users';
import { expensesPage } from './expensesPage';
import { vehicleForm } from './vehicleForm';
import { vehicleList } from './vehicleList';
import { expensesResource, vehiclesResource } from './vehicles';
import { vehicleShow } from './vehicleShow';

// Screens and tests import the server's texts from here as well as the catalogue.
export { errors, validation, type EnumMessageName } from '../../domain/messages';
export { enumLabelKey } from './enums';

const resources = {
  orders: ordersResource,
  stores: storesResource,
  products: productsResource,
  categories: categoriesResource,
  users: usersResource,
  distributors: distributorsResource,
  vehicles: vehiclesResource,
  expenses: expensesResource,
  payments: paymentsResource,
  notifications: notificationsResource,
  logs: logsResource,
};

const bakery = {
  enums,
  distributor_area: distributorArea,
  stores,
  products,
  orders,
  users,
  employee_page: employeePage,
  common,
  menu,
  login,
  layout,
  dashboard,
  profile,
  vehicle_list: vehicleList,
  vehicle_form: vehicleForm,
  vehicle_show: vehicleShow,
  expenses: expensesPage,
  schedule,
  route,
  time,
  chat,
  system,
  // The server's texts, in polyglot syntax, for screens that show them by key.
  errors: toPolyglot(errors),
  validation: toPolyglot(validation),
};

/** Every message of the Arabic interface: react-admin's (./ra), the resources and the bakery's own. */
export const ar: TranslationMessages = {
  ...raMessages,
  resources,
  bakery,
};
