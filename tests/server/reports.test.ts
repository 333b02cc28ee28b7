import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate, shiftDay } from '../../src/domain/dates';
import type { Role } from '../../src/domain/enums';
import { errors as messages } from '../../src/i18n/ar';
import { DASHBOARD_CARDS, NO_DATA_TOPICS, reportErrors, SHOPS_PAGE, topicNames } from '../../src/domain/reports';
import { rows } from './productsKit';
import { startTestServer, type TestServer } from './helpers';

// Issue 26: every report's totals against a direct SQL sum over the raw rows (orders, order lines,
// payments, expenses, visits) on the demo data, the ageing against a hand-made shop, who reads what,
// and the dashboard cards as each user's own. One server (and database) for the file.

let server: TestServer;
const cookies = {} as Record<Role, string>;
let today: string;
/** The demo's orders fall in the last 60 days; the previous period of the same length is before them. */
let range: { from: string; to: string };
let previous: { from: string; to: string };
const q = () => `date_from=${range.from}&date_to=${range.to}`;

async function get(url: string, role: Role = 'admin') {
  const response = await server.request({ method: 'GET', url, cookie: cookies[role] });
  expect(response.status, `${url} as ${role}: ${response.raw.slice(0, 300)}`).toBe(200);
  return response.body.data;
}

async function one(query: SQL): Promise<Record<string, number>> {
  const [row] = await rows<Record<string, unknown>>(server, query);
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value ?? 0)]));
}

const cents = (value: number) => Math.round(value * 100);

/** The hand-made shop of the ageing case: credit_30 terms, a limit of 300 and six unpaid deliveries. */
let agedShop = 0;

async function handMadeShop() {
  const [shop] = await rows<{ id: number }>(
    server,
    sql`insert into stores (name, payment_terms, payment_method, credit_limit_eur, status)
        values ('متجر الأعمار', 'credit_30', 'bank', 300, 'active') returning id`,
  );
  agedShop = Number(shop!.id);
  // delivered days ago, final, paid: due 30 days after delivery.
  const cases: [number, number, number][] = [
    [10, 100, 0], // due in 20 days: not due
    [30, 40, 0], // due today: not due yet
    [31, 50, 20], // 1 day past: 0-30 (30 owed)
    [90, 70, 0], // 60 days past: 31-60
    [91, 80, 0], // 61 days past: 61-90
    [130, 90, 0], // 100 days past: 90+
    [200, 60, 60], // paid: nothing owed
  ];
  let n = 0;
  for (const [ago, final, paid] of cases) {
    const day = shiftDay(today, -ago);
    n += 1;
    await server.database.db.execute(sql`
      insert into orders (order_number, store_id, status, payment_status, order_date, delivery_date, exchange_rate,
                          total_amount_eur, final_amount_eur, paid_amount_eur, delivered_at)
      values (${`AGE-${agedShop}-${n}`}, ${agedShop}, 'delivered', ${paid >= final ? 'paid' : 'pending'}, ${day}::date, ${day}::date, 15000,
              ${final}, ${final}, ${paid}, (${day}::date + time '12:00') at time zone 'Europe/Brussels')`);
  }
  // Raw rows written past the write paths: the kept figures are rebuilt from them, as the demo loader does.
  await server.database.db.execute(sql`select kept_figures_rebuild()`);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['admin', 'manager', 'distributor', 'cashier', 'accountant'] as Role[]) cookies[role] = await server.login(role);
  today = bakeryDate(server.clock.now);
  range = { from: shiftDay(today, -59), to: today };
  previous = { from: shiftDay(today, -119), to: shiftDay(today, -60) };
  // A first read keeps the ageing as of today: the hand-made shop's rows then reach it through the writes'
  // path (the triggers on the summary, migration 0023), on the buckets' edges, not through a rebuild.
  await get(`/api/reports/payments?date_from=${today}&date_to=${today}`);
  await handMadeShop();
});
afterAll(async () => {
  await server?.close();
});

const delivered = (r: { from: string; to: string }) => sql`o.status = 'delivered' and o.order_date between ${r.from}::date and ${r.to}::date`;

describe('sales report', () => {
  it.each(['day', 'week', 'month', 'shop', 'distributor', 'product', 'category'])('by %s: totals and rows equal the raw orders', async (group) => {
    const report = await get(`/api/reports/sales?${q()}&group_by=${group}`, 'accountant');
    const byLines = group === 'product' || group === 'category';
    for (const [r, totals] of [
      [range, report.totals],
      [previous, report.previous_totals],
    ] as const) {
      const raw = await one(sql`select count(*) as orders, coalesce(sum(final_amount_eur), 0) as amount from orders o where ${delivered(r)}`);
      const lines = await one(
        sql`select coalesce(sum(i.quantity), 0) as quantity, coalesce(sum(i.gift_quantity), 0) as gifts, coalesce(sum(i.line_total_eur), 0) as amount
            from order_items i join orders o on o.id = i.order_id where ${delivered(r)}`,
      );
      expect(totals.orders).toBe(raw.orders);
      expect(totals.quantity).toBe(lines.quantity);
      expect(totals.gift_quantity).toBe(lines.gifts);
      expect(cents(totals.amount_eur)).toBe(cents(byLines ? lines.amount! : raw.amount!));
    }
    expect(report.totals.orders).toBeGreaterThan(0);
    // The table adds up to its totals (the chart draws the same rows).
    const sum = (pick: (row: { amount_eur: number; quantity: number }) => number) => report.rows.reduce((total: number, row: never) => total + cents(pick(row)), 0);
    expect(sum((row) => row.amount_eur)).toBe(cents(report.totals.amount_eur));
    expect(sum((row) => row.quantity)).toBe(cents(report.totals.quantity));
    expect(report.range).toEqual({ date_from: range.from, date_to: range.to, days: 60 });
    expect(report.previous).toEqual({ date_from: previous.from, date_to: previous.to, days: 60 });
    if (group === 'day') expect(report.rows.map((row: { key: string }) => row.key)).toHaveLength(60);
  });

  it('names shops, products and a missing distributor in Arabic', async () => {
    const shops = await get(`/api/reports/sales?${q()}&group_by=shop`);
    const [top] = shops.rows;
    const [named] = await rows<{ name: string }>(server, sql`select name from stores where id = ${Number(top.key)}`);
    expect(top.label).toBe(named!.name);
    const perShop = await one(sql`select coalesce(sum(final_amount_eur), 0) as amount from orders o where o.store_id = ${Number(top.key)} and ${delivered(range)}`);
    expect(cents(top.amount_eur)).toBe(cents(perShop.amount!));
  });

  it('refuses a reversed or too long range and an unknown grouping, in Arabic', async () => {
    for (const url of [
      `/api/reports/sales?date_from=${today}&date_to=${shiftDay(today, -1)}`,
      `/api/reports/sales?date_from=2020-01-01&date_to=2026-01-01`,
      `/api/reports/sales?date_from=2001-01-01`,
      `/api/reports/sales?group_by=hour`,
      `/api/reports/margin?group_by=shop`,
      `/api/analytics/trend?window=1`,
    ]) {
      const response = await server.request({ method: 'GET', url, cookie: cookies.admin });
      expect(response.status, url).toBe(400);
      expect(response.body.message, url).toMatch(/[\u0600-\u06FF]/);
    }
    const reversed = await server.request({ method: 'GET', url: `/api/reports/payments?date_from=${today}&date_to=${shiftDay(today, -1)}`, cookie: cookies.admin });
    expect(reversed.body.errors[0].message).toBe(reportErrors.rangeInvalid);
  });
});

describe('payments report and ageing', () => {
  it('collected equals the payments, outstanding the delivered orders still owed', async () => {
    const report = await get(`/api/reports/payments?${q()}`, 'accountant');
    const paid = await one(
      sql`select count(*) as payments, coalesce(sum(amount_eur), 0) as amount from payments
          where status = 'completed' and payment_date between ${range.from}::date and ${range.to}::date`,
    );
    expect(report.collected.payments).toBe(paid.payments);
    expect(cents(report.collected.amount_eur)).toBe(cents(paid.amount!));
    expect(report.daily.reduce((total: number, d: { amount_eur: number }) => total + cents(d.amount_eur), 0)).toBe(cents(paid.amount!));
    // By method, and the period before, likewise from the raw payments.
    const byMethod = await rows<{ method: string; payments: number; amount: string }>(
      server,
      sql`select method, count(*)::int as payments, sum(amount_eur) as amount from payments
          where status = 'completed' and payment_date between ${range.from}::date and ${range.to}::date group by method order by method`,
    );
    expect(report.collected.by_method.map((m: { method: string; payments: number; amount_eur: number }) => [m.method, m.payments, cents(m.amount_eur)]).sort()).toEqual(
      byMethod.map((m) => [m.method, m.payments, cents(Number(m.amount))]).sort(),
    );
    // Two weeks, so that the period before them holds demo payments too.
    const fortnight = await get(`/api/reports/payments?date_from=${shiftDay(today, -13)}&date_to=${today}`);
    const before = await one(
      sql`select count(*) as payments, coalesce(sum(amount_eur), 0) as amount from payments
          where status = 'completed' and payment_date between ${fortnight.previous.date_from}::date and ${fortnight.previous.date_to}::date`,
    );
    expect(before.payments).toBeGreaterThan(0);
    expect(fortnight.previous_collected.payments).toBe(before.payments);
    expect(cents(fortnight.previous_collected.amount_eur)).toBe(cents(before.amount!));
    const during = await one(
      sql`select count(*) as payments from payments where status = 'completed' and payment_date between ${shiftDay(today, -13)}::date and ${today}::date`,
    );
    expect(fortnight.collected.payments).toBe(during.payments);
    const owed = await one(sql`select coalesce(sum(final_amount_eur - paid_amount_eur), 0) as owed from orders where status = 'delivered'`);
    expect(cents(report.outstanding_eur)).toBe(cents(owed.owed!));
    // The buckets from the raw orders, each dated by its delivery in Brussels plus the shop's term days.
    const raw = await one(sql`
      select coalesce(sum(owed) filter (where late <= 0), 0) as not_due, coalesce(sum(owed) filter (where late between 1 and 30), 0) as d0_30,
             coalesce(sum(owed) filter (where late between 31 and 60), 0) as d31_60, coalesce(sum(owed) filter (where late between 61 and 90), 0) as d61_90,
             coalesce(sum(owed) filter (where late > 90), 0) as d90_plus
      from (select o.final_amount_eur - o.paid_amount_eur as owed,
                   ${today}::date - coalesce(timezone('Europe/Brussels', o.delivered_at)::date, o.delivery_date, o.order_date)
                     - (case when s.payment_terms like 'credit_%' then substring(s.payment_terms from 8)::int else 0 end) as late
            from orders o join stores s on s.id = o.store_id where o.status = 'delivered') owing`);
    for (const bucket of ['not_due', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'] as const) expect(cents(report.ageing[bucket]), bucket).toBe(cents(raw[bucket]!));
  });

  it('puts the hand-made shop’s unpaid deliveries in the buckets worked out by hand', async () => {
    const report = await get(`/api/reports/payments?${q()}`);
    const shop = report.shops.find((row: { store_id: number }) => row.store_id === agedShop);
    expect(shop.ageing).toEqual({ not_due: 140, d0_30: 30, d31_60: 70, d61_90: 80, d90_plus: 90 });
    expect(shop.balance_eur).toBe(410);
    expect(shop).toMatchObject({ payment_terms: 'credit_30', credit_limit_eur: 300, over_limit: true });
    const alerts = await get('/api/dashboard/alerts?limit=100', 'cashier');
    const kinds = alerts.items.filter((a: { record_id: number }) => a.record_id === agedShop).map((a: { type: string; severity: string }) => `${a.type}:${a.severity}`);
    expect(kinds).toEqual(expect.arrayContaining(['unpaid_past_terms:critical', 'over_credit_limit:critical']));
  });
});

describe('payments report, a page of shops at a time', () => {
  it('keeps the totals over every shop; its pages partition the shops; a page is a small reply', async () => {
    const first = await server.request({ method: 'GET', url: `/api/reports/payments?${q()}&shops_per_page=3`, cookie: cookies.admin });
    expect(first.status).toBe(200);
    const head = first.body.data;
    expect(head.shops_total).toBeGreaterThan(3);
    expect(head).toMatchObject({ shops_page: 1, shops_per_page: 3 });
    expect(head.shops).toHaveLength(3);
    const pages = Math.ceil(head.shops_total / 3);
    const seen: number[] = [];
    let balances = 0;
    for (let page = 1; page <= pages; page += 1) {
      const data = page === 1 ? head : await get(`/api/reports/payments?${q()}&shops_per_page=3&shops_page=${page}`);
      // The totals do not depend on the page.
      expect([data.outstanding_eur, data.overdue_eur, data.ageing, data.collected, data.shops_total]).toEqual([
        head.outstanding_eur, head.overdue_eur, head.ageing, head.collected, head.shops_total,
      ]);
      for (const shop of data.shops as { store_id: number; balance_eur: number }[]) {
        seen.push(shop.store_id);
        balances += cents(shop.balance_eur);
      }
    }
    // Every shop once, none twice, and the last page's end is the end.
    expect(new Set(seen).size).toBe(head.shops_total);
    expect(seen).toHaveLength(head.shops_total);
    expect((await get(`/api/reports/payments?${q()}&shops_per_page=3&shops_page=${pages + 1}`)).shops).toEqual([]);
    // The shops' kept balances add up to the outstanding (the delivered orders still owed).
    expect(balances).toBe(cents(head.outstanding_eur));
    // A page of three shops and a whole default page stay far under the 115 kB every shop made.
    expect(first.raw.length).toBeLessThan(8_000);
    const defaultPage = await server.request({ method: 'GET', url: `/api/reports/payments?${q()}`, cookie: cookies.admin });
    expect(defaultPage.body.data.shops.length).toBeLessThanOrEqual(SHOPS_PAGE.perPage);
  });

  it('refuses a page or a page size out of range in Arabic', async () => {
    for (const [query, message] of [
      ['shops_page=0', reportErrors.shopsPageInvalid],
      ['shops_page=x', reportErrors.shopsPageInvalid],
      ['shops_per_page=101', reportErrors.shopsPerPageInvalid],
      ['shops_per_page=2.5', reportErrors.shopsPerPageInvalid],
    ] as const) {
      const response = await server.request({ method: 'GET', url: `/api/reports/payments?${q()}&${query}`, cookie: cookies.admin });
      expect(response.status, query).toBe(400);
      expect(response.raw, query).toContain(message.split('{')[0]!);
    }
  });
});

describe('margin, vehicle costs and distribution', () => {
  it('margin: revenue and cost equal the delivered lines at the products’ costs', async () => {
    for (const group of ['product', 'category']) {
      const report = await get(`/api/reports/margin?${q()}&group_by=${group}`);
      const raw = await one(
        sql`select coalesce(sum(i.line_total_eur), 0) as revenue,
                   coalesce(sum((i.quantity + i.gift_quantity) * p.cost_eur), 0) as cost,
                   coalesce(sum(i.line_total_eur) filter (where p.cost_eur is null), 0) as uncosted
            from order_items i join orders o on o.id = i.order_id join products p on p.id = i.product_id where ${delivered(range)}`,
      );
      expect(cents(report.totals.revenue_eur)).toBe(cents(raw.revenue!));
      expect(cents(report.totals.cost_eur ?? 0)).toBe(cents(raw.cost!));
      expect(cents(report.totals.uncosted_revenue_eur)).toBe(cents(raw.uncosted!));
      expect(cents(report.totals.margin_eur ?? 0)).toBe(cents(raw.revenue! - raw.uncosted! - raw.cost!));
    }
  });

  it('vehicle costs: expenses and litres equal the recorded expenses', async () => {
    const report = await get(`/api/reports/vehicles?${q()}`);
    const raw = await one(
      sql`select coalesce(sum(amount_eur), 0) as amount, coalesce(sum(litres), 0) as litres from vehicle_expenses
          where expense_date between ${range.from}::date and ${range.to}::date`,
    );
    expect(raw.amount).toBeGreaterThan(0);
    expect(cents(report.totals.expenses_eur)).toBe(cents(raw.amount!));
    expect(cents(report.totals.litres)).toBe(cents(raw.litres!));
    for (const row of report.rows) if (row.km) expect(row.cost_per_km_eur).toBeCloseTo(row.expenses_eur / row.km, 2);
  });

  it('distribution: deliveries equal the delivered orders, km the planned legs', async () => {
    const report = await get(`/api/reports/distribution?${q()}`);
    const raw = await one(
      sql`select count(*) as orders, coalesce(sum(final_amount_eur), 0) as amount from orders
          where status = 'delivered' and delivery_date between ${range.from}::date and ${range.to}::date`,
    );
    const legs = await one(
      sql`select coalesce(sum(v.distance_from_previous_m), 0) as metres from schedule_visits v join schedules s on s.id = v.schedule_id
          where s.schedule_date between ${range.from}::date and ${range.to}::date`,
    );
    expect(report.totals.deliveries).toBe(raw.orders);
    expect(cents(report.totals.amount_eur)).toBe(cents(raw.amount!));
    expect(report.totals.km_planned).toBeCloseTo(legs.metres! / 1000, 1);
  });

  it('the index and the CSV give the same figures as the reports', async () => {
    const [summary, sales] = await Promise.all([get(`/api/reports/summary?${q()}`), get(`/api/reports/sales?${q()}&group_by=shop`)]);
    expect(summary.sales.amount_eur).toBe(sales.totals.amount_eur);
    const csv = await server.request({ method: 'GET', url: `/api/reports/sales/export?${q()}&group_by=shop`, cookie: cookies.accountant });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = csv.raw.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(sales.rows.length + 2);
    expect(lines.at(-1)).toContain(String(sales.totals.amount_eur));
  });
});

describe('analytics', () => {
  it('trend, weekdays, movers and the map add up to the same sales', async () => {
    const sales = await get(`/api/reports/sales?${q()}`);
    const trend = await get(`/api/analytics/trend?${q()}&window=7`, 'accountant');
    expect(trend.points).toHaveLength(60);
    expect(trend.points.reduce((t: number, p: { amount_eur: number }) => t + cents(p.amount_eur), 0)).toBe(cents(sales.totals.amount_eur));
    const last7 = trend.points.slice(-7).reduce((t: number, p: { amount_eur: number }) => t + p.amount_eur, 0) / 7;
    expect(trend.points.at(-1).moving_average_eur).toBeCloseTo(last7, 2);
    const weekdays = await get(`/api/analytics/weekdays?${q()}`);
    expect(weekdays.days.reduce((t: number, d: { amount_eur: number }) => t + cents(d.amount_eur), 0)).toBe(cents(sales.totals.amount_eur));
    const geo = await get(`/api/analytics/geographic?${q()}`);
    expect(geo.regions.reduce((t: number, r: { amount_eur: number }) => t + cents(r.amount_eur), 0)).toBe(cents(sales.totals.amount_eur));
    const movers = await get(`/api/analytics/movers?${q()}&kind=products&limit=3`);
    expect(movers.top).toHaveLength(3);
    const [best] = await rows<{ amount: string }>(
      server,
      sql`select sum(i.line_total_eur) as amount from order_items i join orders o on o.id = i.order_id where ${delivered(range)}
          group by i.product_id order by 1 desc limit 1`,
    );
    expect(cents(movers.top[0].amount_eur)).toBe(cents(Number(best!.amount)));
    const dormant = await get('/api/analytics/dormant');
    for (const shop of dormant.shops) expect(shop.days_since).toBeGreaterThan(2 * shop.usual_interval_days);
  });
});

describe('who reads what', () => {
  it('reports and analytics: admin, manager, accountant; distributor and cashier 403', async () => {
    for (const url of ['/api/reports/sales', '/api/reports/payments', '/api/analytics/trend', '/api/reports/payments/export']) {
      for (const role of ['admin', 'manager', 'accountant'] as Role[]) expect((await server.request({ method: 'GET', url, cookie: cookies[role] })).status, `${url} ${role}`).toBe(200);
      for (const role of ['distributor', 'cashier'] as Role[]) {
        const response = await server.request({ method: 'GET', url, cookie: cookies[role] });
        expect(response.status, `${url} ${role}`).toBe(403);
        expect(response.body.message).toBe(messages.forbidden);
      }
    }
  });

  it('the dashboard’s company figures: a cashier reads them, a distributor gets 403', async () => {
    const sales = await get(`/api/dashboard/sales?${q()}`, 'cashier');
    const report = await get(`/api/reports/sales?${q()}`);
    expect(sales.totals.amount).toBe(report.totals.amount_eur);
    expect((await server.request({ method: 'GET', url: '/api/dashboard/sales', cookie: cookies.distributor })).status).toBe(403);
  });

  it('the topics without data answer 501 in Arabic; the export is a PDF by default', async () => {
    for (const topic of NO_DATA_TOPICS) {
      const response = await server.request({ method: 'GET', url: `/api/dashboard/${topic}`, cookie: cookies.manager });
      expect(response.status).toBe(501);
      expect(response.body.message).toContain(topicNames[topic]);
    }
    // Issue 26's PDF export: the spec's default format is now made (it answered 501 before).
    const pdf = await server.request({ method: 'GET', url: '/api/dashboard/export', cookie: cookies.manager });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.startsWith('%PDF-')).toBe(true);
    const csv = await server.request({ method: 'GET', url: `/api/dashboard/export?format=csv&export_type=payments&${q()}`, cookie: cookies.manager });
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('متجر الأعمار');
  });
});

describe('dashboard cards', () => {
  const put = (url: string, role: Role, payload: object) => server.request({ method: 'PUT', url, cookie: cookies[role], payload });

  it('a user’s preferences are theirs alone; the default is the admin’s', async () => {
    const hidden = [{ id: 'payments', visible: false }, { id: 'alerts', visible: true }];
    const saved = await put('/api/dashboard/preferences', 'manager', { cards: hidden });
    expect(saved.status).toBe(200);
    const mine = await get('/api/dashboard/preferences', 'manager');
    expect(mine.own).toBe(true);
    expect(mine.cards.slice(0, 2)).toEqual(hidden);
    expect(mine.cards).toHaveLength(DASHBOARD_CARDS.length);
    const theirs = await get('/api/dashboard/preferences', 'accountant');
    expect(theirs.own).toBe(false);
    expect(theirs.cards.every((card: { visible: boolean }) => card.visible)).toBe(true);

    expect((await put('/api/dashboard/config', 'manager', { cards: [] })).status).toBe(403);
    expect((await put('/api/dashboard/config', 'admin', { cards: [{ id: 'health', visible: false }] })).status).toBe(200);
    expect((await get('/api/dashboard/preferences', 'accountant')).cards[0]).toEqual({ id: 'health', visible: false });
    expect((await get('/api/dashboard/preferences', 'manager')).cards.slice(0, 2)).toEqual(hidden);

    expect((await put('/api/dashboard/preferences', 'manager', { cards: null })).status).toBe(200);
    expect((await get('/api/dashboard/preferences', 'manager')).own).toBe(false);
  });

  it('refuses an unknown or repeated card in Arabic and keeps what was saved', async () => {
    await put('/api/dashboard/preferences', 'cashier', { cards: [{ id: 'alerts', visible: false }] });
    for (const cards of [[{ id: 'weather', visible: true }], [{ id: 'alerts', visible: true }, { id: 'alerts', visible: false }], 'all']) {
      const response = await put('/api/dashboard/preferences', 'cashier', { cards });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await get('/api/dashboard/preferences', 'cashier')).cards[0]).toEqual({ id: 'alerts', visible: false });
  });
});
