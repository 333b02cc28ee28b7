import type { Content } from '@google/genai';
import { and, eq, sql } from 'drizzle-orm';
import { aiChatErrors, ANSWER_TIMEOUT_MS, CONTEXT_MESSAGES, DEFAULT_GEMINI_MODEL, SUGGESTED_QUESTIONS, SUGGESTIONS_SHOWN, type AiReply, type Provider } from '../../src/domain/aiChat';
import { bakeryDate } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import type { Settings } from '../../src/domain/settings';
import type { AppContext } from '../context';
import { aiConversations, aiMessages } from '../db/schema';
import type { Auth } from '../lib/actor';
import { ApiError } from '../lib/errors';
import { cachedAnswer, cacheEntries, cacheKey, dataVersion, keepAnswer } from './aiChatCache';
import { addMessages, conversationMessages, createConversation, requireConversation } from './aiChatConversations';
import { askGemini } from './aiChatGemini';
import { answerLocally } from './aiChatLocal';
import { takeQuestionPlace } from './aiChatRate';
import { runTool, toolsFor, type ToolContext } from './aiChatTools';
import { readSettings } from './settings';

// One question to the assistant (issue 28): the rate limit, the conversation (the asking user's own, or a
// new one), the cache, then Gemini when a key is set and the built-in answerer otherwise or when Gemini
// fails; the question and the answer are kept in the conversation. `stream` gets the answer as it comes.

export interface GeminiSetup {
  apiKey: string;
  model: string;
  baseUrl: string;
}

/** The Gemini key, model and address in force: the settings, the key from GEMINI_API_KEY when the setting is empty. */
export function geminiSetup(ctx: AppContext, settings: Settings): GeminiSetup {
  return {
    apiKey: settings.geminiApiKey || ctx.config.geminiApiKey || '',
    model: settings.geminiModel || DEFAULT_GEMINI_MODEL,
    baseUrl: settings.geminiBaseUrl,
  };
}

/** A 429 before anything is written, with the seconds to wait. */
export async function takeQuestion(ctx: AppContext, auth: Auth, limit: number): Promise<void> {
  const place = await takeQuestionPlace(ctx.db, auth.user.id, ctx.now(), limit);
  if (!place.ok) throw new ApiError(429, format(aiChatErrors.tooManyQuestions, { max: limit, seconds: place.retryAfter }), undefined, { retryAfter: place.retryAfter });
}

/** The conversation so far as the model reads it: the kept messages, errors left out. */
async function historyOf(ctx: AppContext, conversationId: number): Promise<Content[]> {
  const rows = await conversationMessages(ctx.db, conversationId);
  return rows
    .filter((row) => !row.is_error)
    .slice(-CONTEXT_MESSAGES)
    .map((row) => ({ role: row.sender === 'user' ? 'user' : 'model', parts: [{ text: row.message }] }));
}

/** Where the answer goes as it is produced: its pieces, and a restart when Gemini failed midway. */
export interface AnswerStream {
  text(piece: string): void;
  restart(): void;
  /** The log line of a Gemini failure (its reason only: no key, no question). */
  warn(reason: string): void;
}

const quiet: AnswerStream = { text: () => {}, restart: () => {}, warn: () => {} };

export async function ask(
  ctx: AppContext,
  auth: Auth,
  body: { message: string; context: { conversation_id?: number } },
  stream: AnswerStream = quiet,
): Promise<AiReply> {
  const now = ctx.now();
  const today = bakeryDate(now);
  const conversation = body.context.conversation_id
    ? await requireConversation(ctx.db, auth.user.id, body.context.conversation_id)
    : await createConversation(ctx.db, auth.user.id, undefined, now, today);
  const history = await historyOf(ctx, conversation.id);
  const settings = await readSettings(ctx.db);
  const version = await dataVersion(ctx.db);
  const key = cacheKey(body.message, auth, today, version);
  const tools: ToolContext = { db: ctx.db, auth, today, settings, outbound: ctx.outbound };

  let answer: string;
  let provider: Provider;
  let cached = false;
  const hit = await cachedAnswer(ctx.db, key);
  if (hit) {
    ({ answer, provider } = hit);
    cached = true;
    stream.text(answer);
  } else {
    const gemini = geminiSetup(ctx, settings);
    const fromGemini = gemini.apiKey ? await tryGemini(ctx, gemini, tools, history, body.message, stream) : null;
    if (fromGemini !== null) {
      answer = fromGemini;
      provider = 'gemini';
    } else {
      answer = await answerLocally(tools, body.message);
      provider = 'local';
      stream.text(answer);
    }
    await keepAnswer(ctx.db, key, version, answer, provider);
  }
  const [question, reply] = await addMessages(
    ctx.db,
    conversation.id,
    [
      { sender: 'user', message: body.message },
      { sender: 'ai', message: answer, cached, provider },
    ],
    ctx.now(),
  );
  return {
    message: answer,
    cached,
    provider,
    timestamp: reply!.created_at.toISOString(),
    conversation_id: conversation.id,
    message_id: reply!.id,
    question_id: question!.id,
  };
}

/**
 * Gemini's answer, or null when it failed or ran out of time (the built-in answerer then answers). A
 * failure after part of the answer streamed is told to the stream as a restart (the pieces sent so far
 * are replaced by the built-in answer).
 */
async function tryGemini(
  ctx: AppContext,
  gemini: GeminiSetup,
  tools: ToolContext,
  history: Content[],
  question: string,
  stream: AnswerStream,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ANSWER_TIMEOUT_MS);
  let streamed = false;
  try {
    return await askGemini(
      { ...gemini, allowPrivate: ctx.config.allowPrivateUrls, signal: controller.signal },
      history,
      question,
      toolsFor(tools.auth),
      (name, args) => runTool(tools, name, args),
      (piece) => {
        streamed = true;
        stream.text(piece);
      },
    );
  } catch (error) {
    // The reason goes to the log (no key, no question text); the user gets the built-in answer.
    stream.warn(error instanceof Error ? error.message.slice(0, 200) : 'unknown');
    if (streamed) stream.restart();
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The suggested questions the user's role can get answers to, `SUGGESTIONS_SHOWN` of them; each turn (the refresh button) moves on by as many. */
export function suggestionsFor(auth: Auth, turn: number): string[] {
  const allowed = new Set(toolsFor(auth).map((tool) => tool.name));
  const fitting = SUGGESTED_QUESTIONS.filter((question) => allowed.has(question.tool)).map((question) => question.text);
  if (fitting.length <= SUGGESTIONS_SHOWN) return fitting;
  const start = (turn * SUGGESTIONS_SHOWN) % fitting.length;
  return Array.from({ length: SUGGESTIONS_SHOWN }, (_, i) => fitting[(start + i) % fitting.length]!);
}

/** GET /ai-chat/memory: the cache's entries and how many of the user's answers came from it. */
export async function memoryStats(ctx: AppContext, auth: Auth) {
  const [row] = await ctx.db
    .select({ answers: sql<number>`count(*)::int`, cached: sql<number>`(count(*) filter (where ${aiMessages.cached}))::int` })
    .from(aiMessages)
    .innerJoin(aiConversations, eq(aiConversations.id, aiMessages.conversation_id))
    .where(and(eq(aiConversations.user_id, auth.user.id), eq(aiMessages.sender, 'ai'), eq(aiMessages.is_error, false)));
  const answers = Number(row?.answers ?? 0);
  const cachedAnswers = Number(row?.cached ?? 0);
  return {
    entries: await cacheEntries(ctx.db),
    answers,
    cached_answers: cachedAnswers,
    hit_rate: answers ? Math.round((cachedAnswers / answers) * 1000) / 10 : null,
    data_version: await dataVersion(ctx.db),
  };
}
