import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { API_URL } from './apiUrl';
import type { AiChatCalls } from './data/aiChatCalls';
import { apiCallAt } from './data/apiCall';
import { dashboardCalls, type DashboardCalls } from './data/dashboardCalls';
import type { EmployeePageCalls } from './data/employeePageCalls';
import {
  AI_CHAT,
  EMPLOYEE_PAGE,
  PRICING,
  PROFILE,
  REPORT,
  RETURN,
  ROUTE,
  SCHEDULE,
  SETTINGS,
  STANDING,
  VEHICLE,
} from './data/lazyCallNames';
import { lazyCalls } from './data/lazyCalls';
import { lifecycleCallbacks } from './data/lifecycle';
import { noticeCalls, type NoticeCalls } from './data/noticeCalls';
import { orderCalls, type OrderCalls } from './data/orderCalls';
import { productCalls, type ProductCalls } from './data/productCalls';
import type { PricingCalls } from './data/pricingCalls';
import type { ProfileCalls } from './data/profileCalls';
import type { ReportCalls } from './data/reportCalls';
import { restProvider } from './data/restProvider';
import type { ScheduleCalls } from './data/scheduleCalls';
import type { SettingsCalls } from './data/settingsCalls';
import type { RouteCalls } from './data/routeCalls';
import type { ReturnCalls } from './data/returnCalls';
import { storeCalls, type StoreCalls } from './data/storeCalls';
import type { StandingCalls } from './data/standingCalls';
import { systemCalls, type SystemCalls } from './data/systemCalls';
import { userCalls, type UserCalls } from './data/userCalls';
import type { VehicleCalls } from './data/vehicleCalls';

// react-admin's DataProvider in three layers: the REST mapping of the eight standard calls
// (data/restProvider), the business calls of each area (data/*Calls), and the lifecycle callbacks for
// the resources whose writes differ (data/lifecycle). The calls of pages the first visit does not open load
// with their first use (data/lazyCalls).

export interface BakeryDataProvider
  extends
    DataProvider,
    DashboardCalls,
    SystemCalls,
    StoreCalls,
    ProductCalls,
    OrderCalls,
    UserCalls,
    ProfileCalls,
    EmployeePageCalls,
    VehicleCalls,
    ScheduleCalls,
    RouteCalls,
    ReportCalls,
    AiChatCalls,
    NoticeCalls,
    SettingsCalls,
    StandingCalls,
    PricingCalls,
    ReturnCalls {}

export function createDataProvider(apiUrl: string = API_URL): BakeryDataProvider {
  const call = apiCallAt(apiUrl);
  const rest = restProvider(call);
  const provider: BakeryDataProvider = {
    ...rest,
    ...dashboardCalls(call, rest.getList),
    ...systemCalls(call),
    ...storeCalls(call),
    ...productCalls(call, apiUrl),
    ...orderCalls(call, apiUrl),
    ...userCalls(call, apiUrl),
    ...lazyCalls(
      EMPLOYEE_PAGE,
      () => import('./data/employeePageCalls').then((m) => m.employeePageCalls),
      call,
      apiUrl,
    ),
    ...lazyCalls(PROFILE, () => import('./data/profileCalls').then((m) => m.profileCalls), call, apiUrl),
    ...lazyCalls(VEHICLE, () => import('./data/vehicleCalls').then((m) => m.vehicleCalls), call, apiUrl),
    ...lazyCalls(SCHEDULE, () => import('./data/scheduleCalls').then((m) => m.scheduleCalls), call, apiUrl),
    ...lazyCalls(ROUTE, () => import('./data/routeCalls').then((m) => m.routeCalls), call, apiUrl),
    ...lazyCalls(REPORT, () => import('./data/reportCalls').then((m) => m.reportCalls), call, apiUrl),
    ...lazyCalls(AI_CHAT, () => import('./data/aiChatCalls').then((m) => m.aiChatCalls), call, apiUrl),
    ...noticeCalls(call),
    ...lazyCalls(SETTINGS, () => import('./data/settingsCalls').then((m) => m.settingsCalls), call, apiUrl),
    ...lazyCalls(STANDING, () => import('./data/standingCalls').then((m) => m.standingCalls), call, apiUrl),
    ...lazyCalls(PRICING, () => import('./data/pricingCalls').then((m) => m.pricingCalls), call, apiUrl),
    ...lazyCalls(RETURN, () => import('./data/returnCalls').then((m) => m.returnCalls), call, apiUrl),
  };
  return withLifecycleCallbacks(provider, lifecycleCallbacks);
}

export const dataProvider = createDataProvider();
