import fakeRestProvider from 'ra-data-fakerest';
import type { Notice, NoticeCalls } from '../../src/providers/data/noticeCalls';
import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { vi, type Mock } from 'vitest';
import type { SettingsView } from '../../src/domain/types';
import { distributor } from '../../src/domain/users/records';
import type { DashboardCalls } from '../../src/providers/data/dashboardCalls';
import type { EmployeePageCalls } from '../../src/providers/data/employeePageCalls';
import type { OrderCalls } from '../../src/providers/data/orderCalls';
import type { ProductCalls } from '../../src/providers/data/productCalls';
import type { ProfileCalls } from '../../src/providers/data/profileCalls';
import type { ReportCalls } from '../../src/providers/data/reportCalls';
import type { AiChatCalls } from '../../src/providers/data/aiChatCalls';
import type { PricingCalls } from '../../src/providers/data/pricingCalls';
import type { RouteCalls } from '../../src/providers/data/routeCalls';
import type { ReturnCalls } from '../../src/providers/data/returnCalls';
import type { ScheduleCalls } from '../../src/providers/data/scheduleCalls';
import type { SettingsCalls } from '../../src/providers/data/settingsCalls';
import type { StandingCalls } from '../../src/providers/data/standingCalls';
import type { StoreCalls } from '../../src/providers/data/storeCalls';
import type { SystemCalls } from '../../src/providers/data/systemCalls';
import type { UserCalls } from '../../src/providers/data/userCalls';
import type { VehicleCalls, VehicleRecord } from '../../src/providers/data/vehicleCalls';
import type { BakeryDataProvider } from '../../src/providers/dataProvider';

// The one fake data provider of the unit harnesses: react-admin's eight calls answered by ra-data-fakerest
// over in-memory rows, the business calls answered over the same rows, and every method a vitest spy so a
// test can read its calls or change one answer. A test replaces a method with a typed override.
//
// The eight standard calls are typed without their generic record parameter (react-admin's result types
// default it to `any`), which is what lets a plain spy stand where the provider's generic method does.

export interface StandardCalls {
  getList: (resource: string, params: GetListParams) => Promise<GetListResult>;
  getOne: (resource: string, params: GetOneParams) => Promise<GetOneResult>;
  getMany: (resource: string, params: GetManyParams) => Promise<GetManyResult>;
  getManyReference: (resource: string, params: GetManyReferenceParams) => Promise<GetManyReferenceResult>;
  create: (resource: string, params: CreateParams) => Promise<CreateResult>;
  update: (resource: string, params: UpdateParams) => Promise<UpdateResult>;
  updateMany: (resource: string, params: UpdateManyParams) => Promise<UpdateManyResult>;
  delete: (resource: string, params: DeleteParams) => Promise<DeleteResult>;
  deleteMany: (resource: string, params: DeleteManyParams) => Promise<DeleteManyResult>;
}

/** `recent` without its generic record parameter, for the same reason as the standard calls. */
interface RecentCall {
  recent: (resource: string, limit?: number) => Promise<GetListResult['data']>;
}

export type FakeMethods = StandardCalls &
  Omit<DashboardCalls, 'recent'> &
  RecentCall &
  SystemCalls &
  StoreCalls &
  ProductCalls &
  OrderCalls &
  UserCalls &
  EmployeePageCalls &
  ProfileCalls &
  VehicleCalls &
  RouteCalls &
  ScheduleCalls &
  ReportCalls &
  AiChatCalls &
  NoticeCalls &
  SettingsCalls &
  StandingCalls &
  PricingCalls &
  ReturnCalls;

/** Every method of the provider as a spy on its fake (or overriding) implementation. */
export type FakeProvider = { [K in keyof FakeMethods]: Mock<FakeMethods[K]> };

export type FakeOverrides = Partial<FakeMethods>;

export interface FakeData {
  /** Rows per resource name (`orders`, `stores`, `products`, `categories`, `users`...). */
  [resource: string]: RaRecord[];
}

/** A business call this test did not fake: it fails saying so, rather than answering something made up. */
function notFaked(name: keyof FakeMethods) {
  return () => Promise.reject(new Error(`fakeProvider: ${name} is not faked in this test; pass it in the overrides`));
}

export function fakeProvider(data: FakeData = {}, overrides: FakeOverrides = {}, settings: SettingsView = {}): FakeProvider {
  const rest = fakeRestProvider(structuredClone(data));
  let savedSettings = settings;
  // The bell's notifications: the rows given as `notifications`, changed in place.
  const noticeRows = () => (data.notifications ?? []) as unknown as Notice[];

  const standard: StandardCalls = {
    getList: (resource, params) => rest.getList(resource, params),
    getOne: (resource, params) => rest.getOne(resource, params),
    getMany: (resource, params) => rest.getMany(resource, params),
    getManyReference: (resource, params) => rest.getManyReference(resource, params),
    create: (resource, params) => rest.create(resource, params),
    update: (resource, params) => rest.update(resource, params),
    updateMany: (resource, params) => rest.updateMany(resource, params),
    delete: (resource, params) => rest.delete(resource, params),
    deleteMany: (resource, params) => rest.deleteMany(resource, params),
  };

  /** One field of one row changed in place, answered as the API does: the whole updated row. */
  const patch = async (resource: string, id: Identifier, change: (row: RaRecord) => Record<string, unknown>) => {
    const { data: previous } = await rest.getOne(resource, { id });
    return (await rest.update(resource, { id, data: change(previous), previousData: previous })).data;
  };

  const methods: FakeMethods = {
    ...standard,
    dashboardOverview: notFaked('dashboardOverview'),
    dashboardActivity: notFaked('dashboardActivity'),
    dashboardHealth: notFaked('dashboardHealth'),
    dashboardSales: notFaked('dashboardSales'),
    topProducts: notFaked('topProducts'),
    dashboardPayments: notFaked('dashboardPayments'),
    dashboardAlerts: notFaked('dashboardAlerts'),
    dashboardPreferences: notFaked('dashboardPreferences'),
    saveDashboardPreferences: notFaked('saveDashboardPreferences'),
    reportsSummary: notFaked('reportsSummary'),
    salesReport: notFaked('salesReport'),
    paymentsReport: notFaked('paymentsReport'),
    marginReport: notFaked('marginReport'),
    vehicleCostsReport: notFaked('vehicleCostsReport'),
    distributionReport: notFaked('distributionReport'),
    exportReport: notFaked('exportReport'),
    salesTrend: notFaked('salesTrend'),
    weekdayPattern: notFaked('weekdayPattern'),
    movers: notFaked('movers'),
    dormantShops: notFaked('dormantShops'),
    geographicSales: notFaked('geographicSales'),
    recent: async (resource, limit = 5) =>
      (
        await rest.getList(resource, {
          pagination: { page: 1, perPage: limit },
          sort: { field: 'created_at', order: 'DESC' },
          filter: {},
        })
      ).data,
    systemStatistics: notFaked('systemStatistics'),
    health: notFaked('health'),
    getSettings: async () => savedSettings,
    updateSettings: async (values) => {
      savedSettings = { ...savedSettings, ...values };
      return savedSettings;
    },
    refreshSession: notFaked('refreshSession'),
    notices: async (limit = 10) => {
      const rows = noticeRows().slice().sort((a, b) => b.created_at.localeCompare(a.created_at));
      return { notices: rows.slice(0, limit), unread: rows.filter((row) => !row.read_at).length };
    },
    markNoticeRead: async (id) => {
      const row = noticeRows().find((notice) => notice.id === id);
      if (row) row.read_at = new Date().toISOString();
    },
    deleteNotice: async (id) => {
      const rows = noticeRows();
      const index = rows.findIndex((notice) => notice.id === id);
      if (index >= 0) rows.splice(index, 1);
    },
    // The users with the distributor role, read through the API's own schema of a distributor.
    distributors: async ({ active = true } = {}) =>
      (data.users ?? [])
        .filter((user) => user.role === 'distributor' && (!active || user.status === 'active'))
        .map((user) => distributor.parse(user)),
    storeStatistics: notFaked('storeStatistics'),
    storesMap: notFaked('storesMap'),
    setStoreStatus: (id, status) => patch('stores', id, () => ({ status })),
    moveStore: notFaked('moveStore'),
    storeOrders: notFaked('storeOrders'),
    storePayments: notFaked('storePayments'),
    geocode: notFaked('geocode'),
    productStats: notFaked('productStats'),
    toggleProductStatus: (id) =>
      patch('products', id, (row) => ({ status: row.status === 'active' ? 'inactive' : 'active' })),
    toggleProductFeatured: (id) => patch('products', id, (row) => ({ is_featured: !row.is_featured })),
    uploadProductImage: notFaked('uploadProductImage'),
    duplicateProduct: notFaked('duplicateProduct'),
    archiveProduct: notFaked('archiveProduct'),
    restoreProduct: notFaked('restoreProduct'),
    bulkProducts: notFaked('bulkProducts'),
    adjustProductStock: notFaked('adjustProductStock'),
    productInventory: notFaked('productInventory'),
    productPerformance: notFaked('productPerformance'),
    exportProducts: notFaked('exportProducts'),
    importProducts: notFaked('importProducts'),
    orderStatistics: notFaked('orderStatistics'),
    setOrderStatus: notFaked('setOrderStatus'),
    recordOrderPayment: notFaked('recordOrderPayment'),
    assignOrderDistributor: notFaked('assignOrderDistributor'),
    unassignOrderDistributor: notFaked('unassignOrderDistributor'),
    storeCredit: notFaked('storeCredit'),
    exportOrders: notFaked('exportOrders'),
    userStatistics: notFaked('userStatistics'),
    setUserStatus: (id, status) => patch('users', id, () => ({ status })),
    resetUserPassword: notFaked('resetUserPassword'),
    resetUserTwoFactor: notFaked('resetUserTwoFactor'),
    exportUsers: notFaked('exportUsers'),
    distributorDetails: notFaked('distributorDetails'),
    employeeActivity: notFaked('employeeActivity'),
    availableVehicles: async () =>
      (data.vehicles ?? []).filter((vehicle) => vehicle.status === 'active' && !vehicle.assigned_distributor_id) as Awaited<
        ReturnType<UserCalls['availableVehicles']>
      >,
    getProfile: notFaked('getProfile'),
    updateProfile: notFaked('updateProfile'),
    uploadAvatar: notFaked('uploadAvatar'),
    changePassword: notFaked('changePassword'),
    securityOverview: notFaked('securityOverview'),
    setSessionTimeout: notFaked('setSessionTimeout'),
    startTwoFactor: notFaked('startTwoFactor'),
    confirmTwoFactor: notFaked('confirmTwoFactor'),
    disableTwoFactor: notFaked('disableTwoFactor'),
    backupCodeCount: notFaked('backupCodeCount'),
    regenerateBackupCodes: notFaked('regenerateBackupCodes'),
    ownSessions: notFaked('ownSessions'),
    endSession: notFaked('endSession'),
    endOtherSessions: notFaked('endOtherSessions'),
    // Vehicles: the writes change the in-memory rows as the API would; reading figures is per test.
    vehicleStatistics: notFaked('vehicleStatistics'),
    setVehicleStatus: (id, status) => patch('vehicles', id, () => ({ status })) as Promise<VehicleRecord>,
    assignVehicle: (id, distributorId) =>
      patch('vehicles', id, () => ({ assigned_distributor_id: Number(distributorId), isAvailable: false, availabilityStatus: 'assigned' })) as Promise<VehicleRecord>,
    unassignVehicle: (id) =>
      patch('vehicles', id, () => ({ assigned_distributor_id: null, assignedDistributor: null, isAvailable: true, availabilityStatus: 'available' })) as Promise<VehicleRecord>,
    eligibleDistributors: async () => {
      const { data: fleet } = await rest.getList('vehicles', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      const driving = new Set(fleet.map((vehicle) => vehicle.assigned_distributor_id).filter((id) => id != null));
      return (data.users ?? [])
        .filter((user) => user.role === 'distributor' && user.status === 'active' && !driving.has(user.id))
        .map((user) => distributor.parse(user));
    },
    exportVehicles: notFaked('exportVehicles'),
    exportVehicle: notFaked('exportVehicle'),
    vehicleFigures: notFaked('vehicleFigures'),
    vehicleHistory: notFaked('vehicleHistory'),
    vehicleMaintenance: notFaked('vehicleMaintenance'),
    addMaintenance: notFaked('addMaintenance'),
    deleteMaintenance: notFaked('deleteMaintenance'),
    vehicleExpenses: notFaked('vehicleExpenses'),
    distributorVehicle: notFaked('distributorVehicle'),
    ownVehicle: notFaked('ownVehicle'),
    mySchedule: notFaked('mySchedule'),
    setVisitStatus: notFaked('setVisitStatus'),
    deliverVisit: notFaked('deliverVisit'),
    sharePosition: notFaked('sharePosition'),
    stopSharing: notFaked('stopSharing'),
    // As the server records it: by the signed-in user (fakeAuth's user 1), stamped now.
    recordExpense: async (input) => {
      const now = new Date().toISOString();
      const data = { ...input, recorded_by: 1, created_at: now, updated_at: now };
      return (await rest.create('expenses', { data })).data as Awaited<ReturnType<VehicleCalls['recordExpense']>>;
    },
    exportExpenses: notFaked('exportExpenses'),
    daySchedule: notFaked('daySchedule'),
    generateSchedule: notFaked('generateSchedule'),
    moveVisit: notFaked('moveVisit'),
    distributorPositions: notFaked('distributorPositions'),
    // A shop page shows its standing order: none by default.
    standingOrder: async (storeId) => ({
      store_id: Number(storeId),
      exists: false,
      lines: [],
      valid_from: null,
      valid_until: null,
      paused: [],
      exceptions: [],
      cutoff_time: '14:00',
      updated_at: null,
      suggestions: [],
      suggestion_share: 15,
      suggestion_from: '2026-10-30',
      suggestion_to: '2026-11-26',
    }),
    saveStandingOrder: notFaked('saveStandingOrder'),
    addStandingException: notFaked('addStandingException'),
    generateStandingOrders: notFaked('generateStandingOrders'),
    bakeSheet: notFaked('bakeSheet'),
    packingLists: notFaked('packingLists'),
    closedDays: notFaked('closedDays'),
    saveClosedDays: notFaked('saveClosedDays'),
    aiConversations: notFaked('aiConversations'),
    aiConversation: notFaked('aiConversation'),
    aiCreateConversation: notFaked('aiCreateConversation'),
    aiChangeConversation: notFaked('aiChangeConversation'),
    aiClearConversation: notFaked('aiClearConversation'),
    aiDeleteConversation: notFaked('aiDeleteConversation'),
    aiSuggestions: notFaked('aiSuggestions'),
    aiConfig: notFaked('aiConfig'),
    aiAsk: notFaked('aiAsk'),
    exchangeRates: notFaked('exchangeRates'),
    backups: notFaked('backups'),
    createBackup: notFaked('createBackup'),
    uploadBackup: notFaked('uploadBackup'),
    restoreBackup: notFaked('restoreBackup'),
    deleteBackup: notFaked('deleteBackup'),
    maintenance: notFaked('maintenance'),
    enableMaintenance: notFaked('enableMaintenance'),
    disableMaintenance: notFaked('disableMaintenance'),
    purgeLogs: notFaked('purgeLogs'),
    databaseStatus: notFaked('databaseStatus'),
    optimizeDatabase: notFaked('optimizeDatabase'),
    configuration: notFaked('configuration'),
    caches: notFaked('caches'),
    clearCache: notFaked('clearCache'),
    securityAudit: notFaked('securityAudit'),
    securityScan: notFaked('securityScan'),
    // Issue 30's pricing calls.
    priceLists: notFaked('priceLists'),
    savePriceList: notFaked('savePriceList'),
    deletePriceList: notFaked('deletePriceList'),
    bulkPrices: notFaked('bulkPrices'),
    priceHistory: notFaked('priceHistory'),
    productVariants: notFaked('productVariants'),
    saveVariant: notFaked('saveVariant'),
    deleteVariant: notFaked('deleteVariant'),
    productImages: notFaked('productImages'),
    addProductImages: notFaked('addProductImages'),
    reorderProductImages: notFaked('reorderProductImages'),
    deleteProductImage: notFaked('deleteProductImage'),
    productRecommendations: notFaked('productRecommendations'),
    // No shop has a price list unless a test says so: the forms then show the catalogue prices.
    shopPrices: async (_storeId: unknown, date: string | null) => ({ date: date ?? '', prices: [] }),
    createReturn: notFaked('createReturn'),
    listReturns: notFaked('listReturns'),
    approveReturn: notFaked('approveReturn'),
    importStatement: notFaked('importStatement'),
    listStatements: notFaked('listStatements'),
    getStatement: notFaked('getStatement'),
    matchStatementLine: notFaked('matchStatementLine'),
    ...overrides,
  };
  return spies(methods);
}

/** Each method wrapped in a spy; `satisfies` keeps the fake usable wherever the real provider is. */
function spies(methods: FakeMethods): FakeProvider {
  return {
    getList: vi.fn(methods.getList),
    getOne: vi.fn(methods.getOne),
    getMany: vi.fn(methods.getMany),
    getManyReference: vi.fn(methods.getManyReference),
    create: vi.fn(methods.create),
    update: vi.fn(methods.update),
    updateMany: vi.fn(methods.updateMany),
    delete: vi.fn(methods.delete),
    deleteMany: vi.fn(methods.deleteMany),
    dashboardOverview: vi.fn(methods.dashboardOverview),
    dashboardActivity: vi.fn(methods.dashboardActivity),
    dashboardHealth: vi.fn(methods.dashboardHealth),
    dashboardSales: vi.fn(methods.dashboardSales),
    topProducts: vi.fn(methods.topProducts),
    dashboardPayments: vi.fn(methods.dashboardPayments),
    dashboardAlerts: vi.fn(methods.dashboardAlerts),
    dashboardPreferences: vi.fn(methods.dashboardPreferences),
    saveDashboardPreferences: vi.fn(methods.saveDashboardPreferences),
    reportsSummary: vi.fn(methods.reportsSummary),
    salesReport: vi.fn(methods.salesReport),
    paymentsReport: vi.fn(methods.paymentsReport),
    marginReport: vi.fn(methods.marginReport),
    vehicleCostsReport: vi.fn(methods.vehicleCostsReport),
    distributionReport: vi.fn(methods.distributionReport),
    exportReport: vi.fn(methods.exportReport),
    salesTrend: vi.fn(methods.salesTrend),
    weekdayPattern: vi.fn(methods.weekdayPattern),
    movers: vi.fn(methods.movers),
    dormantShops: vi.fn(methods.dormantShops),
    geographicSales: vi.fn(methods.geographicSales),
    recent: vi.fn(methods.recent),
    systemStatistics: vi.fn(methods.systemStatistics),
    health: vi.fn(methods.health),
    getSettings: vi.fn(methods.getSettings),
    updateSettings: vi.fn(methods.updateSettings),
    refreshSession: vi.fn(methods.refreshSession),
    notices: vi.fn(methods.notices),
    markNoticeRead: vi.fn(methods.markNoticeRead),
    deleteNotice: vi.fn(methods.deleteNotice),
    distributors: vi.fn(methods.distributors),
    storeStatistics: vi.fn(methods.storeStatistics),
    storesMap: vi.fn(methods.storesMap),
    setStoreStatus: vi.fn(methods.setStoreStatus),
    moveStore: vi.fn(methods.moveStore),
    storeOrders: vi.fn(methods.storeOrders),
    storePayments: vi.fn(methods.storePayments),
    geocode: vi.fn(methods.geocode),
    productStats: vi.fn(methods.productStats),
    toggleProductStatus: vi.fn(methods.toggleProductStatus),
    toggleProductFeatured: vi.fn(methods.toggleProductFeatured),
    uploadProductImage: vi.fn(methods.uploadProductImage),
    duplicateProduct: vi.fn(methods.duplicateProduct),
    archiveProduct: vi.fn(methods.archiveProduct),
    restoreProduct: vi.fn(methods.restoreProduct),
    bulkProducts: vi.fn(methods.bulkProducts),
    adjustProductStock: vi.fn(methods.adjustProductStock),
    productInventory: vi.fn(methods.productInventory),
    productPerformance: vi.fn(methods.productPerformance),
    exportProducts: vi.fn(methods.exportProducts),
    importProducts: vi.fn(methods.importProducts),
    orderStatistics: vi.fn(methods.orderStatistics),
    setOrderStatus: vi.fn(methods.setOrderStatus),
    recordOrderPayment: vi.fn(methods.recordOrderPayment),
    assignOrderDistributor: vi.fn(methods.assignOrderDistributor),
    unassignOrderDistributor: vi.fn(methods.unassignOrderDistributor),
    storeCredit: vi.fn(methods.storeCredit),
    exportOrders: vi.fn(methods.exportOrders),
    userStatistics: vi.fn(methods.userStatistics),
    setUserStatus: vi.fn(methods.setUserStatus),
    resetUserPassword: vi.fn(methods.resetUserPassword),
    resetUserTwoFactor: vi.fn(methods.resetUserTwoFactor),
    exportUsers: vi.fn(methods.exportUsers),
    availableVehicles: vi.fn(methods.availableVehicles),
    distributorDetails: vi.fn(methods.distributorDetails),
    employeeActivity: vi.fn(methods.employeeActivity),
    getProfile: vi.fn(methods.getProfile),
    updateProfile: vi.fn(methods.updateProfile),
    uploadAvatar: vi.fn(methods.uploadAvatar),
    changePassword: vi.fn(methods.changePassword),
    securityOverview: vi.fn(methods.securityOverview),
    setSessionTimeout: vi.fn(methods.setSessionTimeout),
    startTwoFactor: vi.fn(methods.startTwoFactor),
    confirmTwoFactor: vi.fn(methods.confirmTwoFactor),
    disableTwoFactor: vi.fn(methods.disableTwoFactor),
    backupCodeCount: vi.fn(methods.backupCodeCount),
    regenerateBackupCodes: vi.fn(methods.regenerateBackupCodes),
    ownSessions: vi.fn(methods.ownSessions),
    endSession: vi.fn(methods.endSession),
    endOtherSessions: vi.fn(methods.endOtherSessions),
    vehicleStatistics: vi.fn(methods.vehicleStatistics),
    setVehicleStatus: vi.fn(methods.setVehicleStatus),
    assignVehicle: vi.fn(methods.assignVehicle),
    unassignVehicle: vi.fn(methods.unassignVehicle),
    eligibleDistributors: vi.fn(methods.eligibleDistributors),
    exportVehicles: vi.fn(methods.exportVehicles),
    exportVehicle: vi.fn(methods.exportVehicle),
    vehicleFigures: vi.fn(methods.vehicleFigures),
    vehicleHistory: vi.fn(methods.vehicleHistory),
    vehicleMaintenance: vi.fn(methods.vehicleMaintenance),
    addMaintenance: vi.fn(methods.addMaintenance),
    deleteMaintenance: vi.fn(methods.deleteMaintenance),
    vehicleExpenses: vi.fn(methods.vehicleExpenses),
    distributorVehicle: vi.fn(methods.distributorVehicle),
    ownVehicle: vi.fn(methods.ownVehicle),
    mySchedule: vi.fn(methods.mySchedule),
    setVisitStatus: vi.fn(methods.setVisitStatus),
    deliverVisit: vi.fn(methods.deliverVisit),
    sharePosition: vi.fn(methods.sharePosition),
    stopSharing: vi.fn(methods.stopSharing),
    recordExpense: vi.fn(methods.recordExpense),
    exportExpenses: vi.fn(methods.exportExpenses),
    daySchedule: vi.fn(methods.daySchedule),
    generateSchedule: vi.fn(methods.generateSchedule),
    moveVisit: vi.fn(methods.moveVisit),
    distributorPositions: vi.fn(methods.distributorPositions),
    standingOrder: vi.fn(methods.standingOrder),
    saveStandingOrder: vi.fn(methods.saveStandingOrder),
    addStandingException: vi.fn(methods.addStandingException),
    generateStandingOrders: vi.fn(methods.generateStandingOrders),
    bakeSheet: vi.fn(methods.bakeSheet),
    packingLists: vi.fn(methods.packingLists),
    closedDays: vi.fn(methods.closedDays),
    saveClosedDays: vi.fn(methods.saveClosedDays),
    aiConversations: vi.fn(methods.aiConversations),
    aiConversation: vi.fn(methods.aiConversation),
    aiCreateConversation: vi.fn(methods.aiCreateConversation),
    aiChangeConversation: vi.fn(methods.aiChangeConversation),
    aiClearConversation: vi.fn(methods.aiClearConversation),
    aiDeleteConversation: vi.fn(methods.aiDeleteConversation),
    aiSuggestions: vi.fn(methods.aiSuggestions),
    aiConfig: vi.fn(methods.aiConfig),
    aiAsk: vi.fn(methods.aiAsk),
    exchangeRates: vi.fn(methods.exchangeRates),
    backups: vi.fn(methods.backups),
    createBackup: vi.fn(methods.createBackup),
    uploadBackup: vi.fn(methods.uploadBackup),
    restoreBackup: vi.fn(methods.restoreBackup),
    deleteBackup: vi.fn(methods.deleteBackup),
    maintenance: vi.fn(methods.maintenance),
    enableMaintenance: vi.fn(methods.enableMaintenance),
    disableMaintenance: vi.fn(methods.disableMaintenance),
    purgeLogs: vi.fn(methods.purgeLogs),
    databaseStatus: vi.fn(methods.databaseStatus),
    optimizeDatabase: vi.fn(methods.optimizeDatabase),
    configuration: vi.fn(methods.configuration),
    caches: vi.fn(methods.caches),
    clearCache: vi.fn(methods.clearCache),
    securityAudit: vi.fn(methods.securityAudit),
    securityScan: vi.fn(methods.securityScan),
    priceLists: vi.fn(methods.priceLists),
    savePriceList: vi.fn(methods.savePriceList),
    deletePriceList: vi.fn(methods.deletePriceList),
    bulkPrices: vi.fn(methods.bulkPrices),
    priceHistory: vi.fn(methods.priceHistory),
    productVariants: vi.fn(methods.productVariants),
    saveVariant: vi.fn(methods.saveVariant),
    deleteVariant: vi.fn(methods.deleteVariant),
    productImages: vi.fn(methods.productImages),
    addProductImages: vi.fn(methods.addProductImages),
    reorderProductImages: vi.fn(methods.reorderProductImages),
    deleteProductImage: vi.fn(methods.deleteProductImage),
    productRecommendations: vi.fn(methods.productRecommendations),
    shopPrices: vi.fn(methods.shopPrices),
    createReturn: vi.fn(methods.createReturn),
    listReturns: vi.fn(methods.listReturns),
    approveReturn: vi.fn(methods.approveReturn),
    importStatement: vi.fn(methods.importStatement),
    listStatements: vi.fn(methods.listStatements),
    getStatement: vi.fn(methods.getStatement),
    matchStatementLine: vi.fn(methods.matchStatementLine),
  } satisfies BakeryDataProvider;
}
