import type { FastifyReply } from 'fastify';
import {
  aiAnalytics,
  aiAnalyticsQuery,
  aiChatErrors,
  aiChatTexts,
  aiConfig,
  aiConversation,
  aiConversationCreate,
  aiConversationList,
  aiConversationQuery,
  aiConversationUpdate,
  aiConversationWithMessages,
  aiHealth,
  aiMemory,
  aiMessageBody,
  aiReply,
  aiSuggestions,
  aiSuggestionsQuery,
  MAX_MESSAGE_LENGTH,
  QUESTIONS_PER_MINUTE,
  type AiReportType,
} from '../../src/domain/aiChat';
import { bakeryDate } from '../../src/domain/dates';
import { idParam } from '../../src/domain/schemas/common';
import { count } from '../../src/domain/schemas/replies';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ApiError } from '../lib/errors';
import { ok } from '../lib/reply';
import { deletedId, route, type Api } from '../lib/route';
import { authorize, currentAuth } from '../plugins/auth';
import { ask, geminiSetup, memoryStats, suggestionsFor, takeQuestion } from '../services/aiChat';
import { clearCache } from '../services/aiChatCache';
import {
  clearConversation,
  conversationRecord,
  createConversation,
  deleteConversation,
  listConversations,
  requireConversation,
  showConversation,
  updateConversation,
} from '../services/aiChatConversations';
import { runTool, type ToolContext } from '../services/aiChatTools';
import { readSettings } from '../services/settings';

// The assistant's calls (spec 000 section 7; issue 28): the question (whole, or streamed as server-sent
// events), suggestions, config, analytics, the cache and health, and the conversations kept per user.

/** The tools each report of GET /ai-chat/analytics reads, with their arguments. */
const REPORTS: Record<AiReportType, [string, Record<string, unknown>][]> = {
  general: [
    ['sales_summary', { period: 'today' }],
    ['orders_by_status', {}],
    ['stock_status', { low_only: true }],
  ],
  sales: [['sales_summary', { period: 'month', group_by: 'product' }]],
  orders: [['orders_by_status', {}]],
  stock: [['stock_status', { low_only: true }]],
  payments: [['unpaid_balances', {}]],
  distribution: [['schedule_today', {}]],
};

/** An event of the answer's stream. */
function sendEvent(reply: FastifyReply, event: string, data: unknown) {
  reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export async function aiChatRoutes(app: Api, ctx: AppContext) {
  const can = (action: 'list' | 'show' | 'create' | 'edit' | 'delete') => authorize(ctx, 'ai-chat', action);

  app.post('/ai-chat/message', { preValidation: can('create'), schema: route({ body: aiMessageBody, data: aiReply }) }, async (request) => {
    const auth = currentAuth(request);
    await takeQuestion(ctx, auth, QUESTIONS_PER_MINUTE);
    const answer = await ask(ctx, auth, request.body, {
      text: () => {},
      restart: () => {},
      warn: (reason) => request.log.warn({ reason }, 'gemini failed, built-in answerer used'),
    });
    return ok(answer);
  });

  // The same question, answered as it is produced: `delta` events carry the pieces, `restart` drops them
  // (Gemini failed midway, the built-in answer follows), `done` the whole reply, `error` a failure. The
  // refusals (bad body, 429, someone else's conversation) are plain JSON replies before the stream opens.
  app.post(
    '/ai-chat/message/stream',
    { preValidation: can('create'), schema: route({ body: aiMessageBody, file: ['text/event-stream'], summary: 'The answer as server-sent events' }) },
    async (request, reply) => {
      const auth = currentAuth(request);
      await takeQuestion(ctx, auth, QUESTIONS_PER_MINUTE);
      if (request.body.context.conversation_id) await requireConversation(ctx.db, auth.user.id, request.body.context.conversation_id);
      reply.hijack();
      // The headers the hooks set so far (security headers) go out with the stream's own.
      const kept = Object.fromEntries(Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined));
      reply.raw.writeHead(200, {
        ...kept,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      sendEvent(reply, 'start', {});
      try {
        const answer = await ask(ctx, auth, request.body, {
          text: (piece) => sendEvent(reply, 'delta', { text: piece }),
          restart: () => sendEvent(reply, 'restart', {}),
          warn: (reason) => request.log.warn({ reason }, 'gemini failed, built-in answerer used'),
        });
        sendEvent(reply, 'done', answer);
      } catch (error) {
        request.log.error({ err: error }, 'assistant answer failed');
        sendEvent(reply, 'error', { message: error instanceof ApiError ? error.message : aiChatErrors.failed });
      }
      reply.raw.end();
    },
  );

  app.get('/ai-chat/suggestions', { preValidation: can('list'), schema: route({ query: aiSuggestionsQuery, data: aiSuggestions }) }, async (request) =>
    ok({ questions: suggestionsFor(currentAuth(request), request.query.turn ?? 0) }),
  );

  app.get('/ai-chat/config', { preValidation: can('list'), schema: route({ data: aiConfig }) }, async () =>
    ok({
      botName: aiChatTexts.botName,
      welcomeMessage: aiChatTexts.welcome,
      maxMessageLength: MAX_MESSAGE_LENGTH,
      enabledFeatures: { suggestedQuestions: true, contextMemory: true, advancedAnalytics: true },
    }),
  );

  app.get('/ai-chat/analytics', { preValidation: can('list'), schema: route({ query: aiAnalyticsQuery, data: aiAnalytics }) }, async (request) => {
    const auth = currentAuth(request);
    const tools: ToolContext = { db: ctx.db, auth, today: bakeryDate(ctx.now()), settings: await readSettings(ctx.db), outbound: ctx.outbound };
    const parts: string[] = [];
    for (const [name, args] of REPORTS[request.query.reportType]) parts.push((await runTool(tools, name, args)).text);
    return ok({ reportType: request.query.reportType, text: parts.join('\n\n'), generated_at: ctx.now().toISOString() });
  });

  app.get('/ai-chat/memory', { preValidation: can('list'), schema: route({ data: aiMemory }) }, async (request) =>
    ok(await memoryStats(ctx, currentAuth(request))),
  );

  // The cache is shared by every user: emptying it is the administrator's (system) work.
  app.post('/ai-chat/memory/clear', { preValidation: authorize(ctx, 'system', 'edit'), schema: route({ data: z.object({ removed: count }) }) }, async () =>
    ok({ removed: await clearCache(ctx.db) }, aiChatTexts.cacheCleared),
  );

  app.get('/ai-chat/health', { preValidation: can('list'), schema: route({ data: aiHealth }) }, async () => {
    const gemini = geminiSetup(ctx, await readSettings(ctx.db));
    return ok({
      status: 'ok' as const,
      provider: gemini.apiKey ? ('gemini' as const) : ('local' as const),
      gemini: { configured: Boolean(gemini.apiKey), model: gemini.model },
      local: true,
    });
  });

  // ---- conversations: the asking user's own ----

  app.get('/ai-chat/conversations', { preValidation: can('list'), schema: route({ query: aiConversationQuery, data: aiConversationList }) }, async (request) =>
    ok(await listConversations(ctx.db, currentAuth(request).user.id, request.query)),
  );

  app.post(
    '/ai-chat/conversations',
    { preValidation: can('create'), schema: route({ body: aiConversationCreate, data: aiConversation, status: 201 }) },
    async (request, reply) => {
      const now = ctx.now();
      const row = await createConversation(ctx.db, currentAuth(request).user.id, request.body.title, now, bakeryDate(now));
      reply.code(201);
      return ok(conversationRecord(row));
    },
  );

  app.get('/ai-chat/conversations/:id', { preValidation: can('show'), schema: route({ params: idParam, data: aiConversationWithMessages }) }, async (request) =>
    ok(await showConversation(ctx.db, currentAuth(request).user.id, request.params.id)),
  );

  app.patch(
    '/ai-chat/conversations/:id',
    { preValidation: can('edit'), schema: route({ params: idParam, body: aiConversationUpdate, data: aiConversation }) },
    async (request) => {
      const body = request.body;
      const row = await updateConversation(ctx.db, currentAuth(request).user.id, request.params.id, body, ctx.now());
      const message =
        body.archived !== undefined
          ? body.archived
            ? aiChatTexts.archived
            : aiChatTexts.unarchived
          : body.starred !== undefined
            ? body.starred
              ? aiChatTexts.starred
              : aiChatTexts.unstarred
            : aiChatTexts.renamed;
      return ok(row, message);
    },
  );

  app.post('/ai-chat/conversations/:id/clear', { preValidation: can('edit'), schema: route({ params: idParam, data: aiConversation }) }, async (request) =>
    ok(await clearConversation(ctx.db, currentAuth(request).user.id, request.params.id, ctx.now()), aiChatTexts.cleared),
  );

  app.delete('/ai-chat/conversations/:id', { preValidation: can('delete'), schema: route({ params: idParam, data: deletedId }) }, async (request) =>
    ok(await deleteConversation(ctx.db, currentAuth(request).user.id, request.params.id), aiChatTexts.deleted),
  );
}
