import { z } from 'zod';
import { booleanFilter, idNumber, integerInRange } from '../schemas/common';
import { count, timestamp } from '../schemas/replies';
import { AI_REPORT_TYPES, MAX_MESSAGE_LENGTH, MAX_TITLE_LENGTH, PROVIDERS } from './limits';
import { aiChatErrors } from './messages';

// (The limits are written without digit grouping: the spec's text reads "1000 حرف".)
// The assistant's calls (spec 000 section 7 and issue 28): the question, the conversations kept on the
// server, and the replies. The server validates with these and the screen's types come from them.

const messageText = z
  .string({ error: aiChatErrors.messageRequired })
  .trim()
  .min(1, aiChatErrors.messageRequired)
  .max(MAX_MESSAGE_LENGTH, aiChatErrors.messageTooLong.replace('{max}', String(MAX_MESSAGE_LENGTH)));

const titleText = z
  .string({ error: aiChatErrors.titleRequired })
  .trim()
  .min(1, aiChatErrors.titleRequired)
  .max(MAX_TITLE_LENGTH, aiChatErrors.titleTooLong.replace('{max}', String(MAX_TITLE_LENGTH)));

/** POST /ai-chat/message: the question and its context (the conversation it belongs to; a new one when absent). */
export const aiMessageBody = z.object({
  message: messageText,
  context: z.object({ conversation_id: idNumber().optional() }).default({}),
});
export type AiMessageBody = z.infer<typeof aiMessageBody>;

/** A new conversation: the screen names it ('دردشة جديدة' and the user's local date, spec 000 section 3). */
export const aiConversationCreate = z.object({ title: titleText });

export const aiConversationUpdate = z
  .object({ title: titleText.optional(), archived: z.boolean().optional(), starred: z.boolean().optional() })
  .refine((body) => body.title !== undefined || body.archived !== undefined || body.starred !== undefined, {
    message: aiChatErrors.nothingToChange,
    path: ['title'],
  });
export type AiConversationUpdate = z.infer<typeof aiConversationUpdate>;

export const aiConversationQuery = z.object({
  search: z.string().trim().max(MAX_TITLE_LENGTH, aiChatErrors.searchTooLong).optional(),
  archived: booleanFilter,
});

/** GET /ai-chat/suggestions: `turn` picks which of the role's questions show (the refresh button counts up). */
export const aiSuggestionsQuery = z.object({ turn: integerInRange(aiChatErrors.turnInvalid, 0, 1000).optional() });

export const aiAnalyticsQuery = z.object({
  reportType: z.enum(AI_REPORT_TYPES, { error: aiChatErrors.reportTypeInvalid }).default('general'),
});

// ---- replies -------------------------------------------------------------------------------------------

export const aiProvider = z.enum(PROVIDERS);

/** The answer (spec 000 section 7: message, cached, provider, timestamp) and where it was kept. */
export const aiReply = z.object({
  message: z.string(),
  cached: z.boolean(),
  provider: aiProvider,
  timestamp,
  conversation_id: count,
  message_id: count,
  question_id: count,
});
export type AiReply = z.infer<typeof aiReply>;

export const aiChatMessage = z.object({
  id: count,
  sender: z.enum(['user', 'ai']),
  message: z.string(),
  cached: z.boolean(),
  provider: aiProvider.nullable(),
  is_error: z.boolean(),
  created_at: timestamp,
});
export type AiChatMessage = z.infer<typeof aiChatMessage>;

export const aiConversation = z.object({
  id: count,
  title: z.string(),
  archived: z.boolean(),
  starred: z.boolean(),
  message_count: count,
  /** The last message's text (the list cuts it to 40 characters). */
  last_message: z.string().nullable(),
  created_at: timestamp,
  last_used_at: timestamp,
});
export type AiConversation = z.infer<typeof aiConversation>;

export const aiConversationWithMessages = aiConversation.extend({ messages: z.array(aiChatMessage) });
export type AiConversationWithMessages = z.infer<typeof aiConversationWithMessages>;

export const aiConversationList = z.object({ conversations: z.array(aiConversation), total: count });

export const aiSuggestions = z.object({ questions: z.array(z.string()) });

export const aiConfig = z.object({
  botName: z.string(),
  welcomeMessage: z.string(),
  maxMessageLength: count,
  enabledFeatures: z.object({ suggestedQuestions: z.boolean(), contextMemory: z.boolean(), advancedAnalytics: z.boolean() }),
});
export type AiConfig = z.infer<typeof aiConfig>;

/** GET /ai-chat/memory: the answer cache and how often answers came from it. */
export const aiMemory = z.object({
  entries: count,
  answers: count,
  cached_answers: count,
  /** cached_answers / answers in percent, one decimal; null before any answer. */
  hit_rate: z.number().nullable(),
  data_version: z.string(),
});

export const aiHealth = z.object({
  status: z.enum(['ok']),
  provider: aiProvider,
  gemini: z.object({ configured: z.boolean(), model: z.string() }),
  local: z.boolean(),
});

export const aiAnalytics = z.object({ reportType: z.enum(AI_REPORT_TYPES), text: z.string(), generated_at: timestamp });
