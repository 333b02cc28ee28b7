import type { AiChatCalls } from './aiChatCalls';
import type { EmployeePageCalls } from './employeePageCalls';
import type { PricingCalls } from './pricingCalls';
import type { ProfileCalls } from './profileCalls';
import type { ReportCalls } from './reportCalls';
import type { ReturnCalls } from './returnCalls';
import type { RouteCalls } from './routeCalls';
import type { ScheduleCalls } from './scheduleCalls';
import type { SettingsCalls } from './settingsCalls';
import type { StandingCalls } from './standingCalls';
import type { VehicleCalls } from './vehicleCalls';

// The calls of the groups the first visit does not use (./lazyCalls), by group: each record must hold
// exactly its interface's keys.

const all = <T>(names: Record<keyof T, true>) => names;

export const AI_CHAT = all<AiChatCalls>({ aiConversations: true, aiConversation: true, aiCreateConversation: true, aiChangeConversation: true, aiClearConversation: true, aiDeleteConversation: true, aiSuggestions: true, aiConfig: true, aiAsk: true });
export const EMPLOYEE_PAGE = all<EmployeePageCalls>({ distributorDetails: true, employeeActivity: true });
export const PRICING = all<PricingCalls>({ priceLists: true, savePriceList: true, deletePriceList: true, bulkPrices: true, priceHistory: true, productVariants: true, saveVariant: true, deleteVariant: true, productImages: true, addProductImages: true, reorderProductImages: true, deleteProductImage: true, productRecommendations: true, shopPrices: true });
export const PROFILE = all<ProfileCalls>({ getProfile: true, updateProfile: true, uploadAvatar: true, changePassword: true, securityOverview: true, setSessionTimeout: true, startTwoFactor: true, confirmTwoFactor: true, disableTwoFactor: true, backupCodeCount: true, regenerateBackupCodes: true, ownSessions: true, endSession: true, endOtherSessions: true });
export const REPORT = all<ReportCalls>({ reportsSummary: true, salesReport: true, paymentsReport: true, marginReport: true, vehicleCostsReport: true, distributionReport: true, exportReport: true, salesTrend: true, weekdayPattern: true, movers: true, dormantShops: true, geographicSales: true });
export const RETURN = all<ReturnCalls>({ createReturn: true, listReturns: true, approveReturn: true, importStatement: true, listStatements: true, getStatement: true, matchStatementLine: true });
export const ROUTE = all<RouteCalls>({ mySchedule: true, setVisitStatus: true, deliverVisit: true, sharePosition: true, stopSharing: true });
export const SCHEDULE = all<ScheduleCalls>({ daySchedule: true, generateSchedule: true, moveVisit: true, distributorPositions: true });
export const SETTINGS = all<SettingsCalls>({ exchangeRates: true, backups: true, createBackup: true, uploadBackup: true, restoreBackup: true, deleteBackup: true, maintenance: true, enableMaintenance: true, disableMaintenance: true, purgeLogs: true, databaseStatus: true, optimizeDatabase: true, configuration: true, caches: true, clearCache: true, securityAudit: true, securityScan: true });
export const STANDING = all<StandingCalls>({ standingOrder: true, saveStandingOrder: true, addStandingException: true, generateStandingOrders: true, bakeSheet: true, packingLists: true, closedDays: true, saveClosedDays: true });
export const VEHICLE = all<VehicleCalls>({ vehicleStatistics: true, setVehicleStatus: true, assignVehicle: true, unassignVehicle: true, eligibleDistributors: true, exportVehicles: true, exportVehicle: true, vehicleFigures: true, vehicleHistory: true, vehicleMaintenance: true, addMaintenance: true, deleteMaintenance: true, vehicleExpenses: true, distributorVehicle: true, ownVehicle: true, recordExpense: true, exportExpenses: true });
