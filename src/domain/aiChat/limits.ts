// The assistant's limits (spec 000 sections 5 and 9, issue 28). No zod here: the chat screen reads them
// on its own chunk without the schemas.

/** A message's longest text, in characters (spec 000 section 5). */
export const MAX_MESSAGE_LENGTH = 1000;
/** The messages of a conversation kept as the model's context (spec 000 section 9: "50 messages kept"). */
export const CONTEXT_MESSAGES = 50;
/** Questions one user may ask in a minute; the 31st gets 429 (issue 28). */
export const QUESTIONS_PER_MINUTE = 30;
/** Tool calls one question may make before the answer must be given. */
export const MAX_TOOL_CALLS = 6;
/** How long one question may take, model and tools together, before the built-in answerer takes over. */
export const ANSWER_TIMEOUT_MS = 25_000;
/** A conversation's title and the search text, at most. */
export const MAX_TITLE_LENGTH = 100;
/** The list's preview of the last message (spec 000 section 2). */
export const PREVIEW_LENGTH = 40;
/** Suggested questions shown at once. */
export const SUGGESTIONS_SHOWN = 4;
/** The model used when the setting `geminiModel` is empty: a current Flash model. */
export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

/** Who answered: Google's Gemini, or the built-in answerer (no key, or Gemini failed). */
export const PROVIDERS = ['gemini', 'local'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** The reports GET /ai-chat/analytics gives (reportType). */
export const AI_REPORT_TYPES = ['general', 'sales', 'orders', 'stock', 'payments', 'distribution'] as const;
export type AiReportType = (typeof AI_REPORT_TYPES)[number];
