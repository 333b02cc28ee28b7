import type { AiConfig, AiConversation, AiConversationWithMessages, AiReply } from '../../domain/aiChat/schemas';
import { buildUrl, NETWORK_ERROR_MESSAGE, toHttpError } from '../http';
import { pathId, type ApiCall } from './apiCall';

// The assistant's calls (spec 000 section 7, issue 28): the question streamed as server-sent events, the
// conversations kept on the server, suggestions, config and the cache figures.

export interface ConversationChange {
  title?: string;
  archived?: boolean;
  starred?: boolean;
}

/** What the stream tells as it comes: the answer's pieces, a restart (drop the pieces so far), the end. */
export interface AnswerListener {
  onText(piece: string): void;
  onRestart(): void;
}

export interface AiChatCalls {
  aiConversations(query: { archived?: boolean; search?: string }): Promise<AiConversation[]>;
  aiConversation(id: number): Promise<AiConversationWithMessages>;
  aiCreateConversation(title: string): Promise<AiConversation>;
  aiChangeConversation(id: number, change: ConversationChange): Promise<AiConversation>;
  aiClearConversation(id: number): Promise<AiConversation>;
  aiDeleteConversation(id: number): Promise<void>;
  aiSuggestions(turn: number): Promise<string[]>;
  aiConfig(): Promise<AiConfig>;
  aiAsk(message: string, conversationId: number | undefined, listener: AnswerListener, signal?: AbortSignal): Promise<AiReply>;
}

/** The events of a server-sent event stream's text so far; the rest (an unfinished event) is given back. */
export function readEvents(buffer: string): { events: { event: string; data: unknown }[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    return event && data !== undefined ? [{ event, data: JSON.parse(data) as unknown }] : [];
  });
  return { events, rest };
}

async function askStreaming(apiUrl: string, message: string, conversationId: number | undefined, listener: AnswerListener, signal?: AbortSignal): Promise<AiReply> {
  let response: Response;
  try {
    response = await fetch(buildUrl('/ai-chat/message/stream', undefined, apiUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ message, context: conversationId ? { conversation_id: conversationId } : {} }),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toHttpError(0, { success: false, message: NETWORK_ERROR_MESSAGE, isNetworkError: true });
  }
  // A refusal (bad text, 429, someone else's conversation) comes before the stream, as JSON.
  if (!response.ok || !response.body) {
    const body = await response.json().catch(() => undefined);
    throw toHttpError(response.status, body, response.headers.get('Retry-After'));
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { events, rest } = readEvents(buffer + value);
    buffer = rest;
    for (const { event, data } of events) {
      if (event === 'delta') listener.onText((data as { text: string }).text);
      else if (event === 'restart') listener.onRestart();
      else if (event === 'done') return data as AiReply;
      else if (event === 'error') throw toHttpError(500, data);
    }
  }
  throw toHttpError(0, { success: false, message: NETWORK_ERROR_MESSAGE, isNetworkError: true });
}

export function aiChatCalls(call: ApiCall, apiUrl: string): AiChatCalls {
  const base = '/ai-chat/conversations';
  return {
    aiConversations: async (query) => (await call<{ conversations: AiConversation[] }>(base, { query })).data?.conversations ?? [],
    aiConversation: async (id) => (await call<AiConversationWithMessages>(`${base}/${pathId(id)}`)).data!,
    aiCreateConversation: async (title) => (await call<AiConversation>(base, { method: 'POST', body: { title } })).data!,
    aiChangeConversation: async (id, change) => (await call<AiConversation>(`${base}/${pathId(id)}`, { method: 'PATCH', body: change })).data!,
    aiClearConversation: async (id) => (await call<AiConversation>(`${base}/${pathId(id)}/clear`, { method: 'POST' })).data!,
    aiDeleteConversation: async (id) => {
      await call(`${base}/${pathId(id)}`, { method: 'DELETE' });
    },
    aiSuggestions: async (turn) => (await call<{ questions: string[] }>('/ai-chat/suggestions', { query: { turn } })).data?.questions ?? [],
    aiConfig: async () => (await call<AiConfig>('/ai-chat/config')).data!,
    aiAsk: (message, conversationId, listener, signal) => askStreaming(apiUrl, message, conversationId, listener, signal),
  };
}
