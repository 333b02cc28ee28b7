import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCounts, answerTexts, SUGGESTED_QUESTIONS } from '../../src/domain/aiChat';
import { dayText, moneyText } from '../../src/domain/format';
import { arabicCount } from '../../src/domain/arabicCount';
import { canAccess } from '../../src/domain/access';
import { bakeryDate } from '../../src/domain/dates';
import type { Role } from '../../src/domain/enums';
import { intentOf } from '../../server/services/aiChatLocal';
import { buildApp } from '../../server/app';
import { startTestServer, testConfig, type TestServer } from './helpers';
import { placeOrder, product, USERS, type Call } from './ordersKit';
import { api, rows } from './productsKit';

// The assistant without a Gemini key (issue 28): the built-in answerer reads the same figures as the
// screens, the conversations are each user's own, the cache hits on a repeat and misses after a write,
// the 31st question of a minute is refused in Arabic. Expected figures come from the other calls of the
// API or from the database, never from the assistant's own code.

let server: TestServer;
const NAMES = ['admin', 'manager', 'distributor', 'distributor2', 'cashier', 'accountant'] as const;
const cookies = {} as Record<(typeof NAMES)[number], string>;
const as = {} as Record<(typeof NAMES)[number], Call>;
let today: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of NAMES) {
    cookies[name] = await server.login(name);
    as[name] = api(server, cookies[name]);
  }
  today = bakeryDate(server.clock.now);
});

afterAll(async () => {
  await server?.close();
});

async function askAs(call: Call, message: string, conversationId?: number) {
  return call.send('POST', '/api/ai-chat/message', { message, context: conversationId ? { conversation_id: conversationId } : {} });
}

/** An order of a new product, taken today and moved to delivered: today's sales change by its total. */
async function deliveredOrderToday(price = 7.25) {
  const item = await product(as.admin, null, price);
  const order = await placeOrder(as.admin, [{ product_id: item.id, quantity: 2 }], { order_date: today, delivery_date: today });
  for (const status of ['confirmed', 'in_progress', 'delivered']) {
    const moved = await as.admin.send('PUT', `/api/orders/${order.id}/status`, { status });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return order;
}

describe('the built-in answerer', () => {
  it('answers "كم مبيعات اليوم؟" for a manager with the dashboard\'s figure for today', async () => {
    await deliveredOrderToday();
    const dashboard = await as.manager.get(`/api/dashboard/sales?date_from=${today}&date_to=${today}`);
    expect(dashboard.status).toBe(200);
    const amount = dashboard.body.data.totals.amount as number;
    expect(amount).toBeGreaterThan(0);
    const reply = await askAs(as.manager, 'كم مبيعات اليوم؟');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.provider).toBe('local');
    expect(reply.body.data.message).toContain(moneyText(amount));
    expect(reply.body.data.message).toContain(dayText(today));
    // The count with its noun as Arabic says it ('من طلبين مسلّمين', 'من 15 طلباً مسلّماً').
    expect(reply.body.data.message).toContain(`من ${arabicCount(dashboard.body.data.totals.orders as number, answerCounts.deliveredOrders)} (`);
    // Diacritics, hamza and another spelling read the same question.
    const again = await askAs(as.manager, 'كَمْ مَبِيعَاتُ اليَوْمِ');
    expect(again.body.data.message).toContain(moneyText(amount));
  });

  it('lists exactly the low-stock products for "ما المنتجات قليلة المخزون؟"', async () => {
    const low = await product(as.admin, 1, 2, { minimum_stock: 5 });
    const listed = await as.manager.get('/api/products?lowStock=true&limit=500');
    expect(listed.status).toBe(200);
    const expected = (listed.body.data.products as { name: string; stock_quantity: number | null }[]).filter((p) => p.stock_quantity !== null).map((p) => p.name);
    expect(expected).toContain(low.name);
    const reply = await askAs(as.manager, 'ما المنتجات قليلة المخزون؟');
    const named = (reply.body.data.message as string)
      .split('\n')
      .filter((line) => line.startsWith('• '))
      .map((line) => line.slice(2, line.lastIndexOf(': المتوفر')));
    expect(named.sort()).toEqual(expected.sort());
  });

  it('gives the honest reply to a question it does not know', async () => {
    const reply = await askAs(as.manager, 'ما لون السماء فوق المخبز؟');
    expect(reply.status).toBe(200);
    expect(reply.body.data.message).toBe(answerTexts.unknown);
    expect(reply.body.data.provider).toBe('local');
  });

  it("answers a distributor's sales with their own deliveries only", async () => {
    const [own] = await rows<{ amount: string | null }>(
      server,
      sql`select coalesce(sum(final_amount_eur), 0)::text as amount from summary_deliveries_daily
          where distributor_id = ${USERS.distributor} and status = 'delivered' and delivery_date = ${today}::date`,
    );
    const reply = await askAs(as.distributor, 'كم مبيعاتي اليوم؟');
    expect(reply.body.data.message).toContain(moneyText(Number(own!.amount)));
    expect(reply.body.data.message.startsWith('مبيعاتك')).toBe(true);
  });

  it('tells a role what it may not see instead of the figure', async () => {
    // A cashier sees today's money but not the vans' costs (reports).
    const reply = await askAs(as.cashier, 'كم تكاليف المركبات هذا الشهر؟');
    expect(reply.body.data.message).toBe(answerTexts.notAllowed);
  });

  it('recognises every suggested question', () => {
    for (const question of SUGGESTED_QUESTIONS) expect(intentOf(question.text)?.tool, question.text).toBe(question.tool);
  });
});

describe('suggestions, config, health and memory', () => {
  it('suggests only questions the role can get answers to', async () => {
    const toolRight: Record<string, (role: Role) => boolean> = {
      vehicle_costs: (role) => canAccess(role, 'reports', 'list'),
      schedule_today: (role) => canAccess(role, 'schedule', 'show'),
      top_products: (role) => canAccess(role, 'dashboard', 'money'),
    };
    for (const role of ['manager', 'distributor', 'cashier', 'accountant'] as const) {
      for (let turn = 0; turn < 3; turn++) {
        const reply = await as[role].get(`/api/ai-chat/suggestions?turn=${turn}`);
        expect(reply.status).toBe(200);
        const questions = reply.body.data.questions as string[];
        expect(questions.length).toBeGreaterThan(0);
        for (const text of questions) {
          const tool = SUGGESTED_QUESTIONS.find((question) => question.text === text)!.tool;
          expect(toolRight[tool]?.(role) ?? true, `${role}: ${text}`).toBe(true);
        }
      }
    }
  });

  it('shows the first questions first and others on each turn', async () => {
    const first = (await as.manager.get('/api/ai-chat/suggestions')).body.data.questions;
    expect(first).toEqual(SUGGESTED_QUESTIONS.slice(0, 4).map((question) => question.text));
    expect((await as.manager.get('/api/ai-chat/suggestions?turn=1')).body.data.questions).not.toEqual(first);
    const bad = await as.manager.get('/api/ai-chat/suggestions?turn=x');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'turn', message: 'رقم مجموعة الاقتراحات غير صحيح' });
  });

  it('gives the config, and health says the built-in answerer answers without a key', async () => {
    const config = await as.cashier.get('/api/ai-chat/config');
    expect(config.body.data).toMatchObject({ botName: 'مساعد المخبز الذكي', maxMessageLength: 1000 });
    const health = await as.cashier.get('/api/ai-chat/health');
    expect(health.body.data).toMatchObject({ status: 'ok', provider: 'local', gemini: { configured: false }, local: true });
  });

  it('lets only an admin clear the shared cache', async () => {
    expect((await as.manager.send('POST', '/api/ai-chat/memory/clear')).status).toBe(403);
    const cleared = await as.admin.send('POST', '/api/ai-chat/memory/clear');
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).toBe('تم مسح الذاكرة المؤقتة بنجاح');
    expect((await as.admin.get('/api/ai-chat/memory')).body.data.entries).toBe(0);
  });
});

describe('the cache', () => {
  it('hits on a repeat and misses after a new order', async () => {
    const question = 'كم عدد الطلبات حسب الحالة؟';
    const first = await askAs(as.accountant, question);
    expect(first.body.data.cached).toBe(false);
    const second = await askAs(as.accountant, question);
    expect(second.body.data).toMatchObject({ cached: true, message: first.body.data.message });
    // Another role of the same company scope is another scope: its own answer.
    expect((await askAs(as.cashier, question)).body.data.cached).toBe(false);
    const item = await product(as.admin, null, 3);
    await placeOrder(as.admin, [{ product_id: item.id, quantity: 1 }]);
    const third = await askAs(as.accountant, question);
    expect(third.body.data.cached).toBe(false);
    expect(third.body.data.message).not.toBe(first.body.data.message);
    const memory = await as.accountant.get('/api/ai-chat/memory');
    expect(memory.body.data.cached_answers).toBeGreaterThanOrEqual(1);
    expect(memory.body.data.hit_rate).toBeGreaterThan(0);
  });
});

describe('conversations', () => {
  it('creates one for a first question and keeps both messages in it', async () => {
    const reply = await askAs(as.manager, 'ما الطلبات قيد التنفيذ؟');
    const id = reply.body.data.conversation_id as number;
    const shown = await as.manager.get(`/api/ai-chat/conversations/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.title).toBe(`دردشة جديدة ${dayText(today)}`);
    expect(shown.body.data.messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'ai']);
    expect(shown.body.data.message_count).toBe(2);
    // A second question in the same conversation.
    await askAs(as.manager, 'كم مبيعات اليوم؟', id);
    expect((await as.manager.get(`/api/ai-chat/conversations/${id}`)).body.data.message_count).toBe(4);
  });

  it('renames, stars, archives, searches, clears and deletes', async () => {
    const created = await as.cashier.send('POST', '/api/ai-chat/conversations', { title: 'أسئلة الصندوق' });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const renamed = await as.cashier.send('PATCH', `/api/ai-chat/conversations/${id}`, { title: 'حسابات الأسبوع' });
    expect(renamed.body.data.title).toBe('حسابات الأسبوع');
    expect((await as.cashier.send('PATCH', `/api/ai-chat/conversations/${id}`, { starred: true })).body.data.starred).toBe(true);
    const archived = await as.cashier.send('PATCH', `/api/ai-chat/conversations/${id}`, { archived: true });
    expect(archived.body).toMatchObject({ message: 'تم الأرشفة', data: { archived: true } });
    const active = await as.cashier.get('/api/ai-chat/conversations?archived=false');
    expect(active.body.data.conversations.map((c: { id: number }) => c.id)).not.toContain(id);
    const found = await as.cashier.get(`/api/ai-chat/conversations?archived=true&search=${encodeURIComponent('الأسبوع')}`);
    expect(found.body.data.conversations.map((c: { id: number }) => c.id)).toEqual([id]);
    await askAs(as.cashier, 'مرحبا', id);
    const cleared = await as.cashier.send('POST', `/api/ai-chat/conversations/${id}/clear`);
    expect(cleared.body.data).toMatchObject({ message_count: 0, last_message: null });
    expect((await as.cashier.get(`/api/ai-chat/conversations/${id}`)).body.data.messages).toEqual([]);
    expect((await as.cashier.send('DELETE', `/api/ai-chat/conversations/${id}`)).status).toBe(200);
    expect((await as.cashier.get(`/api/ai-chat/conversations/${id}`)).status).toBe(404);
  });

  it("never shows or changes another user's conversation", async () => {
    const mine = await askAs(as.distributor, 'ما المنتجات قليلة المخزون؟');
    const id = mine.body.data.conversation_id as number;
    const before = await rows<{ n: number }>(server, sql`select count(*)::int as n from ai_messages where conversation_id = ${id}`);
    const other = as.distributor2;
    const notFound = 'المحادثة غير موجودة';
    for (const response of [
      await other.get(`/api/ai-chat/conversations/${id}`),
      await other.send('PATCH', `/api/ai-chat/conversations/${id}`, { title: 'لي' }),
      await other.send('POST', `/api/ai-chat/conversations/${id}/clear`),
      await other.send('DELETE', `/api/ai-chat/conversations/${id}`),
      await askAs(other, 'كم مبيعاتي اليوم؟', id),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(notFound);
    }
    expect((await other.get('/api/ai-chat/conversations')).body.data.conversations.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(await rows(server, sql`select count(*)::int as n from ai_messages where conversation_id = ${id}`)).toEqual(before);
  });

  it('keeps the last 50 messages of a conversation', async () => {
    const created = await as.admin.send('POST', '/api/ai-chat/conversations', { title: 'خمسون رسالة' });
    const id = created.body.data.id as number;
    for (let i = 0; i < 26; i++) expect((await askAs(as.admin, `سؤال رقم ${i}`, id)).status).toBe(200);
    const shown = (await as.admin.get(`/api/ai-chat/conversations/${id}`)).body.data;
    expect(shown.message_count).toBe(50);
    expect(shown.messages).toHaveLength(50);
    expect(shown.messages[0].message).toBe('سؤال رقم 1');
    // The rate limit window passed for the next tests.
    server.clock.advance(61);
  });

  it('refuses an empty or too long message in Arabic and writes nothing', async () => {
    const [{ n: before } = { n: 0 }] = await rows<{ n: number }>(server, sql`select count(*)::int as n from ai_messages`);
    const empty = await askAs(as.manager, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ field: 'message', message: 'الرسالة مطلوبة' });
    const long = await askAs(as.manager, 'س'.repeat(1001));
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toBe('الرسالة طويلة جداً. الحد الأقصى 1000 حرف');
    for (const body of [{}, { title: '' }, { title: 'ع'.repeat(101) }]) {
      const badTitle = await as.manager.send('POST', '/api/ai-chat/conversations', body);
      expect(badTitle.status).toBe(400);
      expect(badTitle.body.errors[0].field).toBe('title');
    }
    const nothing = await as.manager.send('PATCH', '/api/ai-chat/conversations/1', {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors[0].message).toBe('لم يُرسل أي تغيير للمحادثة');
    const [{ n: after } = { n: 0 }] = await rows<{ n: number }>(server, sql`select count(*)::int as n from ai_messages`);
    expect(after).toBe(before);
  });
});

describe('the rate limit', () => {
  it('refuses the 31st question of a minute with 429 in Arabic, then answers again', async () => {
    const conversation = (await as.accountant.send('POST', '/api/ai-chat/conversations', { title: 'حد الأسئلة' })).body.data.id as number;
    server.clock.advance(61);
    for (let i = 0; i < 30; i++) expect((await askAs(as.accountant, 'مرحبا', conversation)).status).toBe(200);
    const refused = await askAs(as.accountant, 'مرحبا', conversation);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^لقد أرسلت أسئلة كثيرة خلال دقيقة واحدة \(الحد 30 سؤالاً\)/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The stream route counts the same questions.
    expect((await as.accountant.send('POST', '/api/ai-chat/message/stream', { message: 'مرحبا' })).status).toBe(429);
    // Another user is not held back.
    expect((await askAs(as.cashier, 'مرحبا')).status).toBe(200);
    server.clock.advance(61);
    expect((await askAs(as.accountant, 'مرحبا', conversation)).status).toBe(200);
  });

  it('counts the questions a user asks through two servers on one database together', async () => {
    // A second server on the same database, as a bakery that outgrew one machine runs them.
    const other = await buildApp({ database: server.database, config: testConfig(server.dataDir, server.databaseUrl), now: () => server.clock.now, logger: false });
    try {
      server.clock.advance(61);
      const askOther = (message: string) =>
        other.inject({ method: 'POST', url: '/api/ai-chat/message', headers: { cookie: cookies.cashier }, payload: { message, context: {} } });
      for (let i = 0; i < 15; i++) expect((await askAs(as.cashier, 'مرحبا')).status).toBe(200);
      for (let i = 0; i < 15; i++) expect((await askOther('مرحبا')).statusCode).toBe(200);
      // The 31st, on either server, is refused.
      expect((await askOther('مرحبا')).statusCode).toBe(429);
      expect((await askAs(as.cashier, 'مرحبا')).status).toBe(429);
    } finally {
      await other.close();
      server.clock.advance(61);
    }
  });
});

describe('the streamed answer', () => {
  it('sends start, the answer and done as server-sent events', async () => {
    const response = await server.request({ method: 'POST', url: '/api/ai-chat/message/stream', cookie: cookies.manager, payload: { message: 'ما المنتجات قليلة المخزون؟' } });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/^text\/event-stream/);
    const events = response.raw
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({ event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') }));
    expect(events[0]?.event).toBe('start');
    expect(events.at(-1)?.event).toBe('done');
    const text = events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
    expect(text).toBe(events.at(-1)!.data.message);
    expect(text.startsWith('المنتجات قليلة المخزون') || text === answerTexts.noLowStock).toBe(true);
  });
});
