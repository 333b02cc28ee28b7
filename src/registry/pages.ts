import { aiChat } from '../custom/aiChat';
import { distributorHome } from '../custom/distributor';
import { expenses } from '../custom/expenses';
import { returnsPage } from '../custom/returns';
import { statementsPage } from '../custom/statements';
import { profile } from '../custom/profile';
import { reports } from '../custom/reports';
import { analytics } from '../custom/reports/analytics';
import { distributorRoute } from '../custom/route';
import { dailySchedule } from '../custom/schedule';
import { settings } from '../custom/settings';
import { production } from '../custom/production';
import { pricing } from '../custom/pricing';
import { invoicesPages } from '../custom/invoices';
import { orders } from '../resources/orders';
import { distributorOrders } from '../resources/orders/distributor';
import { products } from '../resources/products';
import { stores } from '../resources/stores';
import { users } from '../resources/users';
import { vehicles } from '../resources/vehicles';
import type { Descriptor, QuickActionSpec } from './types';

/**
 * Every page and resource of the UI but the dashboard. Adding one is adding its descriptor here: App mounts
 * its routes, the menu, the distributor bar, the dashboard's quick actions and the breadcrumbs pick it up.
 * The dashboard links to these pages, so it reads this list, and ./index adds it in front.
 */
export const PAGES: readonly Descriptor[] = [distributorHome, distributorRoute, distributorOrders, orders, stores, products, users, profile, vehicles, expenses, dailySchedule, reports, analytics, aiChat, settings, production, pricing, invoicesPages, returnsPage, statementsPage];

/** The addresses the descriptors' routes answer. */
export function pathsOf(descriptors: readonly Descriptor[]): ReadonlySet<string> {
  return new Set(descriptors.flatMap((descriptor) => descriptor.routes.map((route) => route.screen.path)));
}

export const REGISTERED_QUICK_ACTIONS: readonly QuickActionSpec[] = PAGES.flatMap((descriptor) => descriptor.quickActions ?? []);
