import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AiChatPage from '../../src/custom/aiChat/AiChatPage';
import type { AiChatMessage, AiConversation, AiConversationWithMessages, AiReply } from '../../src/domain/aiChat/schemas';
import { FALLBACK_CONFIG } from '../../src/custom/aiChat/useAiChat';
import { renderAdmin } from './renderAdmin';

// Issue 28: the assistant's first answer in a new chat. The page reads the new chat as soon as it is made;
// on a busy server that read can come back after the answer, with the chat still empty. The answer must
// stay on the screen and the header count it: the chat is read again after the answer, not merged into
// the read already on its way.

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const QUESTION = 'كم مبيعات اليوم؟';
const ANSWER = 'مبيعات اليوم: 314.55 €';
const at = '2026-11-27T20:00:00.000Z';
const chat: AiConversation = { id: 7, title: 'دردشة جديدة', archived: false, starred: false, message_count: 0, last_message: null, created_at: at, last_used_at: at };
const message = (id: number, sender: 'user' | 'ai', text: string): AiChatMessage => ({ id, sender, message: text, cached: false, provider: sender === 'ai' ? 'local' : null, is_error: false, created_at: at });
const answered: AiConversationWithMessages = { ...chat, message_count: 2, last_message: ANSWER, messages: [message(1, 'user', QUESTION), message(2, 'ai', ANSWER)] };

function renderChat() {
  let kept = false;
  let releaseFirstRead!: () => void;
  const firstReadHeld = new Promise<void>((resolve) => (releaseFirstRead = resolve));
  let reads = 0;
  const aiConversation = vi.fn(async () => {
    reads += 1;
    if (reads === 1) {
      // Read before the answer was kept, and answered after it.
      const snapshot: AiConversationWithMessages = { ...chat, messages: [] };
      await firstReadHeld;
      return snapshot;
    }
    return kept ? answered : { ...chat, messages: [] };
  });
  renderAdmin({
    role: 'manager',
    routes: { '/': <AiChatPage /> },
    overrides: {
      aiConfig: async () => FALLBACK_CONFIG,
      aiConversations: async () => (kept ? [answered] : []),
      aiSuggestions: async () => [QUESTION],
      aiCreateConversation: async () => chat,
      aiConversation,
      aiAsk: async (_text: string, _id: number | undefined, listener: { onText(piece: string): void }): Promise<AiReply> => {
        await waitFor(() => expect(aiConversation).toHaveBeenCalledTimes(1));
        listener.onText(ANSWER);
        kept = true;
        // The early read arrives just after the answer's end.
        setTimeout(releaseFirstRead, 0);
        return { message: ANSWER, cached: false, provider: 'local', timestamp: at, conversation_id: chat.id, message_id: 2, question_id: 1 };
      },
    },
  });
}

describe('the assistant page', () => {
  it('keeps a new chat’s first answer on the screen and counts it when an earlier read of the chat arrives late', async () => {
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: QUESTION }));
    await waitFor(() => expect(screen.getByTestId('chat-message-count')).toHaveTextContent('رسالتان'));
    // The welcome bubble, then the answer once (not the streamed copy beside the kept one).
    expect(screen.getAllByTestId('chat-answer').filter((bubble) => bubble.textContent?.includes(ANSWER))).toHaveLength(1);
    expect(screen.getAllByTestId('chat-question').map((bubble) => bubble.textContent)).toEqual([expect.stringContaining(QUESTION)]);
  });
});

describe('a new chat made while the chats are still loading', () => {
  it('is in the list once the first read, begun before it was made, comes back', async () => {
    const older: AiConversation = { ...chat, id: 3, title: 'محادثة الأمس', message_count: 2, last_message: ANSWER };
    const made: AiConversation = { ...chat, id: 8, title: 'دردشة جديدة اليوم' };
    let created = false;
    let releaseReads!: () => void;
    const readsHeld = new Promise<void>((resolve) => (releaseReads = resolve));
    renderAdmin({
      role: 'manager',
      routes: { '/': <AiChatPage /> },
      overrides: {
        aiConfig: async () => FALLBACK_CONFIG,
        aiConversations: async () => {
          // The reads asked before the chat was made answer after it, without it.
          if (!created) {
            await readsHeld;
            return [older];
          }
          return [made, older];
        },
        aiSuggestions: async () => [QUESTION],
        aiCreateConversation: async () => {
          created = true;
          return made;
        },
        aiConversation: async (id: number) => ({ ...(id === made.id ? made : older), messages: [] }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'محادثة جديدة' }));
    await waitFor(() => expect(screen.getByTestId('chat-header-title')).toHaveTextContent(made.title));
    releaseReads();
    await waitFor(() => expect(screen.getAllByTestId('chat-item').map((item) => item.getAttribute('data-chat-id'))).toEqual([String(made.id), String(older.id)]));
  });
});
