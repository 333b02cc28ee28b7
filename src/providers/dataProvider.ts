import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { API_URL } from './apiUrl';
import { aiChatCalls, type AiChatCalls } from './data/aiChatCalls';
import { apiCallAt } from './data/apiCall';
import { dashboardCalls, type DashboardCalls } from './data/dashboardCalls';
import { employeePageCalls, type EmployeePageCalls } from './data/employeePageCalls';
import { lifecycleCallbacks } from './data/lifecycle';
import { noticeCalls, type NoticeCalls } from './data/noticeCalls';
import { orderCalls, type OrderCalls } from './data/orderCalls';
import { productCalls, type ProductCalls } from './data/productCalls';
import { pricingCalls, type PricingCalls } from './data/pricingCalls';
import { profileCalls, type ProfileCalls } from './data/profileCalls';
import { reportCalls, type ReportCalls } from './data/reportCalls';
import { restProvider } from './data/restProvider';
import { scheduleCalls, type ScheduleCalls } from './data/scheduleCalls';
import { settingsCalls, type SettingsCalls } from './data/settingsCalls';
import { routeCalls, type RouteCalls } from './data/routeCalls';
import { returnCalls, type ReturnCalls } from './data/returnCalls';
import { storeCalls, type StoreCalls } from './data/storeCalls';
import { standingCalls, type StandingCalls } from './data/standingCalls';
import { systemCalls, type SystemCalls } from './data/systemCalls';
import { userCalls, type UserCalls } from './data/userCalls';
import { vehicleCalls, type VehicleCalls } from './data/vehicleCalls';

// react-admin's DataProvider in three layers: the REST mapping of the eight standard calls
// (data/restProvider), the business calls of each area (data/*Calls), and the lifecycle callbacks for
// the resources whose writes differ (data/lifecycle).


export interface BakeryDataProvider extends DataProvider, DashboardCalls, SystemCalls, StoreCalls, ProductCalls, OrderCalls, UserCalls, ProfileCalls, EmployeePageCalls, VehicleCalls, ScheduleCalls, RouteCalls, ReportCalls, AiChatCalls, NoticeCalls, SettingsCalls, StandingCalls, PricingCalls, ReturnCalls {}

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
    ...employeePageCalls(call),
    ...profileCalls(call),
    ...vehicleCalls(call, apiUrl),
    ...scheduleCalls(call),
    ...routeCalls(call),
    ...reportCalls(call, apiUrl),
    ...aiChatCalls(call, apiUrl),
    ...noticeCalls(call),
    ...settingsCalls(call),
    ...standingCalls(call),
    ...pricingCalls(call),
    ...returnCalls(call),
  };
  return withLifecycleCallbacks(provider, lifecycleCallbacks);
}

export const dataProvider = createDataProvider();
