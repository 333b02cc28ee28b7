import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canAccess, ownScope } from '../../src/domain/access';
import { answerCounts, answerTexts, groupTexts, periodTexts, routeStatusTexts } from '../../src/domain/aiChat';
import { dayText, moneyText, numberText } from '../../src/domain/format';
import { arabicCount } from '../../src/domain/arabicCount';
import { shiftDay } from '../../src/domain/dates';
import { ORDER_STATUSES } from '../../src/domain/enums';
import { enums, format } from '../../src/domain/messages';
import { orderListQuery } from '../../src/domain/orders/schemas';
import type { Settings } from '../../src/domain/settings';
import type { Db } from '../db/client';
import { orderCounts, orders, products, stores } from '../db/schema';
import type { Auth } from '../lib/actor';
import type { Outbound } from '../lib/outbound';
import { listOrders } from './orders';
import { productWhere } from './products';
import { euros, num, query, type Range } from './reportRanges';
import { salesReport } from './reportsSales';
import { vehicleCostsReport } from './reportsVehicles';
import { readSchedule } from './schedule';

// The assistant's read-only tools over live data (issue 28). Each runs as the asking user: the access
// table decides whether the tool answers at all, and the ownership rules narrow what it reads (a
// distributor's sales are their own deliveries, whatever distributor the model names). A tool's reply
// is data: `data` for the model (figures already written as the app writes them) and `text`, the same
// answer in Arabic for the built-in answerer. Every reused service reads the kept figures or the lists
// the screens read, so an answer equals what the screen shows.

export interface ToolContext {
  db: Db;
  auth: Auth;
  today: string;
  settings: Settings;
  outbound: Outbound;
}

export interface ToolResult {
  data: Record<string, unknown>;
  text: string;
}

const PERIODS = ['today', 'yesterday', 'week', 'month', 'year'] as const;
type Period = (typeof PERIODS)[number];
const PERIOD_DAYS: Record<Period, number> = { today: 1, yesterday: 1, week: 7, month: 30, year: 365 };

function rangeOf(period: Period, today: string): Range {
  const end = period === 'yesterday' ? shiftDay(today, -1) : today;
  const days = PERIOD_DAYS[period];
  return { date_from: shiftDay(end, -(days - 1)), date_to: end, days };
}

const period = z.enum(PERIODS).catch('today');
const id = z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined);

/** A tool the model may call: its declaration (Gemini's function schema) and its run. */
export interface AiTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  /** Whether the asking role may use it at all (the access table). */
  allowed(auth: Auth): boolean;
  run(ctx: ToolContext, args: unknown): Promise<ToolResult>;
}

const notAllowed = (): ToolResult => ({ data: { error: 'not_allowed' }, text: answerTexts.notAllowed });

const PERIOD_PARAM = { type: 'STRING', enum: [...PERIODS], description: 'today, yesterday, week (last 7 days), month (last 30 days) or year' };

// ---- sales -------------------------------------------------------------------------------------------

const salesArgs = z.object({
  period,
  group_by: z.enum(['none', 'shop', 'product', 'distributor']).catch('none'),
  distributor_id: id,
});

/** A distributor's own deliveries (delivery day in the range, delivered), by shop. */
async function ownSales(ctx: ToolContext, range: Range, label: string): Promise<ToolResult> {
  const rows = await query<{ store_id: number; name: string; orders: unknown; amount: unknown }>(
    ctx.db,
    sql`select d.store_id, s.name, sum(d.orders) as orders, sum(d.final_amount_eur) as amount
        from summary_deliveries_daily d join stores s on s.id = d.store_id
        where d.distributor_id = ${ctx.auth.user.id} and d.status = 'delivered'
          and d.delivery_date between ${range.date_from}::date and ${range.date_to}::date
        group by 1, 2 order by 4 desc`,
  );
  const amount = euros(rows.reduce((sum, row) => sum + num(row.amount), 0));
  const count = rows.reduce((sum, row) => sum + num(row.orders), 0);
  const values = { period: label, amount: moneyText(amount), orders: arabicCount(count, answerCounts.ownDeliveredOrders), from: dayText(range.date_from), to: dayText(range.date_to) };
  const lines = rows.slice(0, 10).map((row) => format(answerTexts.salesLine, { label: row.name, amount: moneyText(euros(num(row.amount))), orders: arabicCount(num(row.orders), answerCounts.orders) }));
  return {
    data: {
      scope: 'own_deliveries',
      distributor_id: ctx.auth.user.id,
      range,
      amount_eur: amount,
      amount_text: values.amount,
      orders: count,
      by_shop: rows.slice(0, 10).map((row) => ({ shop: row.name, amount_text: moneyText(euros(num(row.amount))), orders: num(row.orders) })),
    },
    text: [format(answerTexts.ownSales, values), ...lines].join('\n'),
  };
}

const salesSummary: AiTool = {
  name: 'sales_summary',
  description:
    'Delivered sales (the dashboard revenue) of a period: total amount and orders, optionally grouped by shop, product or distributor. ' +
    'For a distributor it always returns their own deliveries.',
  parameters: {
    type: 'OBJECT',
    properties: {
      period: PERIOD_PARAM,
      group_by: { type: 'STRING', enum: ['none', 'shop', 'product', 'distributor'] },
      distributor_id: { type: 'INTEGER', description: 'only this distributor (office roles)' },
    },
  },
  allowed: (auth) => ownScope(auth.user.role, 'orders') !== null || canAccess(auth.user.role, 'dashboard', 'money'),
  async run(ctx, raw) {
    const args = salesArgs.parse(raw ?? {});
    const range = rangeOf(args.period, ctx.today);
    const label = periodTexts[args.period];
    // Ownership first: a distributor's figures are their own, whatever the model asked for.
    if (ownScope(ctx.auth.user.role, 'orders')) return ownSales(ctx, range, label);
    if (!canAccess(ctx.auth.user.role, 'dashboard', 'money')) return notAllowed();
    const group = args.distributor_id ? 'distributor' : args.group_by;
    if (group !== 'none' && !canAccess(ctx.auth.user.role, 'reports', 'list')) return notAllowed();
    const report = await salesReport(ctx.db, group === 'none' ? 'day' : group, range);
    let rows = group === 'none' ? [] : report.rows;
    if (args.distributor_id) rows = rows.filter((row) => row.key === String(args.distributor_id));
    const totals = args.distributor_id ? (rows[0] ?? { amount_eur: 0, orders: 0 }) : report.totals;
    const values = { period: label, amount: moneyText(totals.amount_eur), orders: arabicCount(totals.orders, answerCounts.deliveredOrders), from: dayText(range.date_from), to: dayText(range.date_to) };
    const top = rows.slice(0, 10);
    const text =
      group === 'none' || args.distributor_id
        ? format(answerTexts.salesTotal, values)
        : top.length
          ? [
              format(answerTexts.salesGroupHeader, { period: label, group: groupTexts[group] }),
              ...top.map((row) => format(answerTexts.salesLine, { label: row.label, amount: moneyText(row.amount_eur), orders: arabicCount(row.orders, answerCounts.orders) })),
              format(answerTexts.salesTotal, values),
            ].join('\n')
          : format(answerTexts.noSales, { period: label });
    return {
      data: {
        scope: 'company',
        range,
        amount_eur: totals.amount_eur,
        amount_text: values.amount,
        orders: totals.orders,
        ...(top.length ? { rows: top.map((row) => ({ label: row.label, amount_text: moneyText(row.amount_eur), orders: row.orders, quantity: row.quantity })) } : {}),
      },
      text,
    };
  },
};

// ---- orders ------------------------------------------------------------------------------------------

const ordersArgs = z.object({
  status: z.array(z.enum(ORDER_STATUSES)).catch([]).optional(),
  store_id: id,
});

const statusLabel = (status: string) => (enums.order_status as Record<string, string>)[status] ?? status;

const ordersByStatus: AiTool = {
  name: 'orders_by_status',
  description: 'Order counts per status (draft, confirmed, in_progress = out for delivery, delivered, cancelled) and the latest orders of the given statuses, optionally of one shop.',
  parameters: {
    type: 'OBJECT',
    properties: {
      status: { type: 'ARRAY', items: { type: 'STRING', enum: [...ORDER_STATUSES] } },
      store_id: { type: 'INTEGER' },
    },
  },
  allowed: (auth) => canAccess(auth.user.role, 'orders', 'list'),
  async run(ctx, raw) {
    const args = ordersArgs.parse(raw ?? {});
    const mine = ownScope(ctx.auth.user.role, 'orders') ? ctx.auth.user.id : null;
    const counts = args.store_id
      ? await ctx.db
          .select({ status: orders.status, n: sql<number>`count(*)::int` })
          .from(orders)
          .where(and(eq(orders.store_id, args.store_id), mine ? eq(orders.assigned_distributor_id, mine) : undefined))
          .groupBy(orders.status)
      : await ctx.db
          .select({ status: orderCounts.status, n: sql<number>`sum(${orderCounts.n})::int` })
          .from(orderCounts)
          .where(mine ? eq(orderCounts.distributor_id, mine) : undefined)
          .groupBy(orderCounts.status);
    const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, num(counts.find((row) => row.status === status)?.n)]));
    const wanted = args.status?.length ? args.status : [];
    if (!wanted.length)
      return {
        data: { counts: byStatus },
        text: [answerTexts.ordersByStatus, ...ORDER_STATUSES.map((status) => format(answerTexts.ordersStatusLine, { status: statusLabel(status), count: numberText(byStatus[status] ?? 0) }))].join('\n'),
      };
    const list = await listOrders(
      ctx.db,
      orderListQuery.parse({ status: wanted.join(','), limit: 10, sortBy: 'created_at', sortOrder: 'DESC', ...(args.store_id ? { store_id: String(args.store_id) } : {}) }),
      ctx.auth,
    );
    const statusText = wanted.map(statusLabel).join(' أو ');
    const count = wanted.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
    const rows = list.rows as { order_number: string; store_name: string | null; final_amount_eur?: number; order_date?: string; id: number }[];
    const lines = rows.map((row) =>
      format(answerTexts.orderLine, { number: row.order_number, shop: row.store_name ?? '', amount: moneyText(Number(row.final_amount_eur ?? 0)), day: dayText(String(row.order_date ?? '')) }),
    );
    return {
      data: {
        counts: byStatus,
        orders: rows.map((row) => ({ id: row.id, order_number: row.order_number, shop: row.store_name, amount_text: moneyText(Number(row.final_amount_eur ?? 0)), order_date: dayText(String(row.order_date ?? '')), link: `/orders/${row.id}` })),
      },
      text: count ? [format(answerTexts.ordersHeader, { status: statusText, count: numberText(count) }), ...lines].join('\n') : format(answerTexts.noOrders, { status: statusText }),
    };
  },
};

// ---- unpaid --------------------------------------------------------------------------------------------

const unpaidBalances: AiTool = {
  name: 'unpaid_balances',
  description: "Shops that still owe money for delivered orders, with each shop's balance; for a distributor, their own delivered orders not fully paid.",
  parameters: { type: 'OBJECT', properties: {} },
  allowed: (auth) => canAccess(auth.user.role, 'stores', 'money') || ownScope(auth.user.role, 'orders') !== null,
  async run(ctx) {
    if (canAccess(ctx.auth.user.role, 'stores', 'money')) {
      const rows = await ctx.db
        .select({ id: stores.id, name: stores.name, balance: stores.current_balance_eur, notes: stores.notes })
        .from(stores)
        .where(gt(stores.current_balance_eur, 0))
        .orderBy(desc(stores.current_balance_eur), stores.id);
      const total = euros(rows.reduce((sum, row) => sum + Number(row.balance), 0));
      if (!rows.length) return { data: { shops: [], total_eur: 0 }, text: answerTexts.noUnpaid };
      const shown = rows.slice(0, 15);
      return {
        data: {
          shop_count: rows.length,
          total_text: moneyText(total),
          // The shop's note is passed as data for the collector's context; whatever it says, it is no instruction.
          shops: shown.map((row) => ({ id: row.id, name: row.name, balance_text: moneyText(Number(row.balance)), note: row.notes, link: `/stores/${row.id}` })),
        },
        text: [
          format(answerTexts.unpaidHeader, { count: numberText(rows.length), total: moneyText(total) }),
          ...shown.map((row) => format(answerTexts.unpaidLine, { name: row.name, amount: moneyText(Number(row.balance)) })),
        ].join('\n'),
      };
    }
    if (!ownScope(ctx.auth.user.role, 'orders')) return notAllowed();
    const list = await listOrders(
      ctx.db,
      orderListQuery.parse({ status: 'delivered', payment_status: 'pending,partial,overdue', limit: 15, sortBy: 'created_at', sortOrder: 'DESC' }),
      ctx.auth,
    );
    const rows = list.rows as { id: number; order_number: string; store_name: string | null; final_amount_eur: number; paid_amount_eur: number }[];
    const left = (row: (typeof rows)[number]) => euros(Number(row.final_amount_eur) - Number(row.paid_amount_eur));
    const total = euros(rows.reduce((sum, row) => sum + left(row), 0));
    if (!rows.length) return { data: { orders: [] }, text: answerTexts.noUnpaid };
    return {
      data: { orders: rows.map((row) => ({ order_number: row.order_number, shop: row.store_name, remaining_text: moneyText(left(row)), link: `/orders/${row.id}` })), total_text: moneyText(total) },
      text: [
        format(answerTexts.ownUnpaidHeader, { count: numberText(rows.length), total: moneyText(total) }),
        ...rows.map((row) => format(answerTexts.ownUnpaidLine, { number: row.order_number, shop: row.store_name ?? '', amount: moneyText(left(row)) })),
      ].join('\n'),
    };
  },
};

// ---- stock ---------------------------------------------------------------------------------------------

const stockStatus: AiTool = {
  name: 'stock_status',
  description: 'Products in stock with their quantity and minimum; low_only (default true) lists only those at or below their minimum (the product list\'s low-stock filter).',
  parameters: { type: 'OBJECT', properties: { low_only: { type: 'BOOLEAN' } } },
  allowed: (auth) => canAccess(auth.user.role, 'products', 'list'),
  async run(ctx, raw) {
    const lowOnly = z.object({ low_only: z.boolean().catch(true).default(true) }).parse(raw ?? {}).low_only;
    const rows = await ctx.db
      .select({ id: products.id, name: products.name, stock: products.stock_quantity, minimum: products.minimum_stock, unit: products.unit })
      .from(products)
      .where(and(productWhere({ lowStock: lowOnly }), sql`${products.stock_quantity} is not null`))
      .orderBy(products.name, products.id)
      .limit(100);
    const items = rows.map((row) => ({ id: row.id, name: row.name, stock: Number(row.stock), minimum: Number(row.minimum), link: `/products/${row.id}` }));
    if (!items.length) return { data: { products: [] }, text: answerTexts.noLowStock };
    return {
      data: { low_only: lowOnly, products: items },
      text: [
        lowOnly
          ? format(answerTexts.lowStockHeader, { count: numberText(items.length) })
          : format(answerTexts.stockHeader, { count: arabicCount(items.length, answerCounts.products) }),
        ...items.map((item) => format(answerTexts.lowStockLine, { name: item.name, stock: numberText(item.stock), minimum: numberText(item.minimum) })),
      ].join('\n'),
    };
  },
};

// ---- the day's routes -------------------------------------------------------------------------------------

const scheduleToday: AiTool = {
  name: 'schedule_today',
  description: "Today's distribution schedule: each distributor's route, how many visits are done, and the next stop.",
  parameters: { type: 'OBJECT', properties: {} },
  allowed: (auth) => canAccess(auth.user.role, 'schedule', 'show'),
  async run(ctx) {
    const mine = ownScope(ctx.auth.user.role, 'schedule') ? ctx.auth.user.id : null;
    const schedule = await readSchedule(ctx.db, ctx.outbound, ctx.settings, ctx.today, mine);
    const routes = schedule.distributors_schedules
      .filter((route) => route.schedule_items.length)
      .map((route) => {
        const done = route.schedule_items.filter((item) => item.visit_status === 'completed').length;
        const next = route.schedule_items.find((item) => item.visit_status !== 'completed');
        return { name: route.distributor.full_name, status: route.status, done, total: route.schedule_items.length, next: next?.store.name ?? null };
      });
    if (!routes.length) return { data: { date: ctx.today, routes: [] }, text: format(answerTexts.noSchedule, { day: dayText(ctx.today) }) };
    const done = routes.reduce((sum, route) => sum + route.done, 0);
    const total = routes.reduce((sum, route) => sum + route.total, 0);
    return {
      data: { date: dayText(ctx.today), routes },
      text: [
        format(answerTexts.scheduleHeader, { day: dayText(ctx.today), done: numberText(done), total: numberText(total) }),
        ...routes.map((route) =>
          format(answerTexts.routeLine, {
            name: route.name,
            done: numberText(route.done),
            total: numberText(route.total),
            status: routeStatusTexts[route.status],
            next: route.next ? format(answerTexts.routeNext, { shop: route.next }) : '',
          }),
        ),
      ].join('\n'),
    };
  },
};

// ---- vans ------------------------------------------------------------------------------------------------

const vehicleCosts: AiTool = {
  name: 'vehicle_costs',
  description: 'Vehicle expenses of a period, per van, with cost per km.',
  parameters: { type: 'OBJECT', properties: { period: PERIOD_PARAM } },
  allowed: (auth) => canAccess(auth.user.role, 'reports', 'list'),
  async run(ctx, raw) {
    if (!canAccess(ctx.auth.user.role, 'reports', 'list')) return notAllowed();
    const args = z.object({ period: period.default('month') }).parse(raw ?? {});
    const report = await vehicleCostsReport(ctx.db, rangeOf(args.period, ctx.today));
    const label = periodTexts[args.period];
    const rows = report.rows.filter((row) => row.expenses_eur > 0);
    if (!rows.length) return { data: { total_text: moneyText(0), vans: [] }, text: format(answerTexts.noVehicleCosts, { period: label }) };
    return {
      data: { total_text: moneyText(report.totals.expenses_eur), vans: rows.map((row) => ({ van: row.label, amount_text: moneyText(row.expenses_eur), km: row.km })) },
      text: [
        format(answerTexts.vehicleHeader, { period: label, total: moneyText(report.totals.expenses_eur) }),
        ...rows.map((row) => format(answerTexts.vehicleLine, { plate: row.label, amount: moneyText(row.expenses_eur) })),
      ].join('\n'),
    };
  },
};

// ---- top products ----------------------------------------------------------------------------------------

const topProducts: AiTool = {
  name: 'top_products',
  description: 'The best-selling products of a period by delivered amount.',
  parameters: { type: 'OBJECT', properties: { period: PERIOD_PARAM, limit: { type: 'INTEGER' } } },
  allowed: (auth) => canAccess(auth.user.role, 'dashboard', 'money'),
  async run(ctx, raw) {
    if (!canAccess(ctx.auth.user.role, 'dashboard', 'money')) return notAllowed();
    const args = z.object({ period: period.default('month'), limit: z.coerce.number().int().min(1).max(20).catch(5).default(5) }).parse(raw ?? {});
    const report = await salesReport(ctx.db, 'product', rangeOf(args.period, ctx.today));
    const label = periodTexts[args.period];
    const top = report.rows.slice(0, args.limit);
    if (!top.length) return { data: { products: [] }, text: format(answerTexts.noSales, { period: label }) };
    return {
      data: { products: top.map((row) => ({ name: row.label, quantity: row.quantity, amount_text: moneyText(row.amount_eur), link: `/products/${row.key}` })) },
      text: [
        format(answerTexts.topHeader, { period: label }),
        ...top.map((row, i) => format(answerTexts.topLine, { rank: i + 1, label: row.label, quantity: numberText(row.quantity), amount: moneyText(row.amount_eur) })),
      ].join('\n'),
    };
  },
};

export const AI_TOOLS: readonly AiTool[] = [salesSummary, ordersByStatus, unpaidBalances, stockStatus, scheduleToday, vehicleCosts, topProducts];

export const toolNamed = (name: string) => AI_TOOLS.find((tool) => tool.name === name);

/** The tools this user may call: the only ones the model is told about. */
export const toolsFor = (auth: Auth) => AI_TOOLS.filter((tool) => tool.allowed(auth));

/** Runs a tool by name for the asking user; a tool they may not use answers "not allowed". */
export async function runTool(ctx: ToolContext, name: string, args: unknown): Promise<ToolResult> {
  const tool = toolNamed(name);
  if (!tool) return { data: { error: 'unknown_tool' }, text: answerTexts.unknown };
  if (!tool.allowed(ctx.auth)) return notAllowed();
  return tool.run(ctx, args);
}
