import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AiConfig, AiConversation } from '../../domain/aiChat/schemas';
import type { ConversationChange } from '../../providers/data/aiChatCalls';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { newChatTitle } from './messageParts';
import { refreshQueries, replaceQueryData } from '../../ui/queryCache';

// The chat screen's state (spec 000 sections 2 and 4; issue 28): the conversations kept on the server,
// the selected one and its messages, the question being answered as it streams, and the failure of the
// last question. Every change goes to the server and the lists are read again from it.

const KEY = ['ai-chat'] as const;

/** The spec's fallback when the config cannot be read (spec 000 section 9). */
export const FALLBACK_CONFIG: AiConfig = {
  botName: 'مساعد المخبز الذكي',
  welcomeMessage: 'أهلاً وسهلاً! كيف يمكنني مساعدتك اليوم؟',
  maxMessageLength: 1000,
  enabledFeatures: { suggestedQuestions: true, contextMemory: true, advancedAnalytics: false },
};

/** The question on its way: its text and the answer so far. */
export interface Pending {
  conversationId: number | null;
  question: string;
  answer: string;
}

/** A question that failed, shown with the spec's AI-style error message until the next one. */
export interface Failed {
  conversationId: number | null;
  question: string;
}

export function useAiChat() {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [showArchived, setShowArchived] = useState(false);
  const [search, setSearch] = useState('');
  // The chat picked by the user; until then the first active chat of the list (spec 000 section 4).
  const [picked, setActiveId] = useState<number | null | undefined>(undefined);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failed, setFailed] = useState<Failed | null>(null);
  const [error, setError] = useState<string | null>(null);

  const config = useQuery({ queryKey: [...KEY, 'config'], queryFn: () => dataProvider.aiConfig(), staleTime: Infinity, retry: false });
  const list = useQuery({
    queryKey: [...KEY, 'list', showArchived, search.trim()],
    queryFn: () => dataProvider.aiConversations({ archived: showArchived, search: search.trim() || undefined }),
  });
  // Every chat of the user, active or archived: whether there are none at all (the welcome state).
  const all = useQuery({ queryKey: [...KEY, 'list', 'all'], queryFn: () => dataProvider.aiConversations({}) });
  const activeId = picked === undefined ? (all.data?.find((chat) => !chat.archived)?.id ?? null) : picked;
  const active = useQuery({
    queryKey: [...KEY, 'conversation', activeId],
    queryFn: () => dataProvider.aiConversation(activeId!),
    enabled: activeId !== null,
  });
  const [turn, setTurn] = useState(0);
  // On failure the strip is empty (spec 000 section 7); the refresh button says so.
  const suggestions = useQuery({ queryKey: [...KEY, 'suggestions', turn], queryFn: () => dataProvider.aiSuggestions(turn), retry: false, placeholderData: (previous) => previous });

  // A chat made while the list was loading stayed out of it before reads in flight were dropped.
  const refresh = () => refreshQueries(queryClient, { queryKey: KEY });
  const failedAction = () => notify('bakery.chat.action_failed', { type: 'error' });

  const create = useMutation({
    mutationFn: () => dataProvider.aiCreateConversation(newChatTitle((date) => translate('bakery.chat.default_title', { date }))),
    onSuccess: async (chat) => {
      // A new chat has no messages: its header shows its title at once, not the page's while it loads.
      await replaceQueryData(queryClient, [...KEY, 'conversation', chat.id], { ...chat, messages: [] });
      setShowArchived(false);
      setActiveId(chat.id);
      setFailed(null);
      await refresh();
    },
    onError: failedAction,
  });

  const change = useMutation({
    mutationFn: ({ id, change }: { id: number; change: ConversationChange }) => dataProvider.aiChangeConversation(id, change),
    onSuccess: async (chat, { change }) => {
      const message =
        change.archived !== undefined
          ? change.archived
            ? 'bakery.chat.archived'
            : 'bakery.chat.unarchived'
          : change.starred !== undefined
            ? change.starred
              ? 'bakery.chat.starred'
              : 'bakery.chat.unstarred'
            : 'bakery.chat.renamed';
      notify(message, { type: 'success' });
      if (change.archived && chat.id === activeId) setActiveId(null);
      await refresh();
    },
    onError: failedAction,
  });

  const clear = useMutation({
    mutationFn: (id: number) => dataProvider.aiClearConversation(id),
    onSuccess: async () => {
      notify('bakery.chat.cleared', { type: 'success' });
      setFailed(null);
      await refresh();
    },
    onError: failedAction,
  });

  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.aiDeleteConversation(id),
    onSuccess: async (_nothing, id) => {
      notify('bakery.chat.deleted', { type: 'success' });
      // Deleting the selected chat selects the first one left, or none (spec 000 section 4).
      if (id === activeId) setActiveId(list.data?.find((chat) => chat.id !== id)?.id ?? null);
      await refresh();
    },
    onError: failedAction,
  });

  /** Sends a question (a new chat first when none is selected); a blank or second send is ignored. */
  async function send(text: string) {
    const question = text.trim();
    if (!question || pending) return;
    setError(null);
    setFailed(null);
    setPending({ conversationId: activeId, question, answer: '' });
    let conversationId = activeId;
    try {
      if (conversationId === null) {
        const chat = await dataProvider.aiCreateConversation(newChatTitle((date) => translate('bakery.chat.default_title', { date })));
        conversationId = chat.id;
        setActiveId(chat.id);
        setShowArchived(false);
        setPending((now) => (now ? { ...now, conversationId: chat.id } : now));
        void refreshQueries(queryClient, { queryKey: [...KEY, 'list'] });
      }
      await dataProvider.aiAsk(question, conversationId, {
        onText: (piece) => setPending((now) => (now ? { ...now, conversationId, answer: now.answer + piece } : now)),
        onRestart: () => setPending((now) => (now ? { ...now, answer: '' } : now)),
      });
      // The chat just answered is read again by its id, whether or not its query is watched this moment
      // (a first question creates the chat while the page still shows none): its messages never vanish.
      // The page's reads still on their way began before the answer was kept (the new chat's first read, on
      // a busy server): they are dropped, or the reads below would wait for them and show the chat empty.
      const chatKey = [...KEY, 'conversation', conversationId];
      await queryClient.cancelQueries({ queryKey: KEY });
      await Promise.all([
        queryClient.refetchQueries({ queryKey: chatKey, type: 'all' }),
        // Every read of the page left after the answer was kept: joining them is enough.
        // eslint-disable-next-line no-restricted-properties
        queryClient.invalidateQueries({ queryKey: KEY }, { cancelRefetch: false }),
      ]);
      setPending(null);
    } catch (failure) {
      setPending(null);
      setFailed({ conversationId, question });
      const message = (failure as { status?: number; message?: string }).status === 429 ? (failure as Error).message : translate('bakery.chat.send_failed_banner');
      setError(message);
      notify('bakery.chat.send_failed_toast', { type: 'error' });
      await refresh();
    }
  }

  const conversations: AiConversation[] = list.data ?? [];
  return {
    config: config.data ?? FALLBACK_CONFIG,
    configFailed: config.isError,
    conversations,
    listLoading: list.isPending,
    hasAnyChat: (all.data?.length ?? 0) > 0,
    showArchived,
    setShowArchived,
    search,
    setSearch,
    activeId,
    select: (id: number) => {
      setActiveId(id);
      setFailed(null);
      setError(null);
    },
    active: activeId !== null ? active.data : undefined,
    pending: pending && pending.conversationId === activeId ? pending : null,
    sending: pending !== null,
    failed: failed && failed.conversationId === activeId ? failed : null,
    error,
    dismissError: () => setError(null),
    suggestions: suggestions.isError ? [] : (suggestions.data ?? []),
    refreshSuggestions: async () => {
      const next = turn + 1;
      try {
        await queryClient.fetchQuery({ queryKey: [...KEY, 'suggestions', next], queryFn: () => dataProvider.aiSuggestions(next) });
        setTurn(next);
        notify('bakery.chat.suggestions_refreshed', { type: 'success' });
      } catch {
        notify('bakery.chat.suggestions_failed', { type: 'error' });
      }
    },
    send,
    create: () => create.mutate(),
    rename: (id: number, title: string) => change.mutate({ id, change: { title } }),
    archive: (id: number, archived: boolean) => change.mutate({ id, change: { archived } }),
    star: (id: number, starred: boolean) => change.mutate({ id, change: { starred } }),
    clear: (id: number) => clear.mutateAsync(id),
    remove: (id: number) => remove.mutateAsync(id),
  };
}

export type AiChatState = ReturnType<typeof useAiChat>;
