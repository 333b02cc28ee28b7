import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { aiChatErrors, aiChatTexts, CONTEXT_MESSAGES, type AiConversationUpdate, type Provider } from '../../src/domain/aiChat';
import { dayText } from '../../src/domain/format';
import { format } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { aiConversations, aiMessages } from '../db/schema';
import { notFound } from '../lib/errors';
import { searchAny } from '../lib/list';

// A user's conversations with the assistant, kept on the server (issue 28) so they follow the user to the
// phone: the spec's lifecycle (create, select, rename, archive, star, clear, delete, search). Every read
// and write names the user: a conversation of someone else is "not found", never shown.

type ConversationRow = typeof aiConversations.$inferSelect;
type MessageRow = typeof aiMessages.$inferSelect;

export const conversationRecord = (row: ConversationRow) => ({
  id: row.id,
  title: row.title,
  archived: row.archived,
  starred: row.starred,
  message_count: row.message_count,
  last_message: row.last_message,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at.toISOString(),
});

export const messageRecord = (row: MessageRow) => ({
  id: row.id,
  sender: row.sender === 'user' ? ('user' as const) : ('ai' as const),
  message: row.message,
  cached: row.cached,
  provider: row.provider === 'gemini' || row.provider === 'local' ? (row.provider as Provider) : null,
  is_error: row.is_error,
  created_at: row.created_at.toISOString(),
});

const mine = (userId: number, id: number) => and(eq(aiConversations.id, id), eq(aiConversations.user_id, userId));

export async function listConversations(db: Db, userId: number, query: { search?: string; archived?: boolean }) {
  const rows = await db
    .select()
    .from(aiConversations)
    .where(
      and(
        eq(aiConversations.user_id, userId),
        query.archived === undefined ? undefined : eq(aiConversations.archived, query.archived),
        searchAny(query.search, [aiConversations.title, aiConversations.last_message]),
      ),
    )
    .orderBy(desc(aiConversations.starred), desc(aiConversations.last_used_at), desc(aiConversations.id));
  return { conversations: rows.map(conversationRecord), total: rows.length };
}

export async function requireConversation(db: Db, userId: number, id: number): Promise<ConversationRow> {
  const [row] = await db.select().from(aiConversations).where(mine(userId, id));
  if (!row) throw notFound(aiChatErrors.conversationNotFound);
  return row;
}

export async function conversationMessages(db: Db, id: number): Promise<MessageRow[]> {
  return db.select().from(aiMessages).where(eq(aiMessages.conversation_id, id)).orderBy(asc(aiMessages.id));
}

export async function showConversation(db: Db, userId: number, id: number) {
  const row = await requireConversation(db, userId, id);
  return { ...conversationRecord(row), messages: (await conversationMessages(db, id)).map(messageRecord) };
}

export async function createConversation(db: Db, userId: number, title: string | undefined, now: Date, today: string) {
  const [row] = await db
    .insert(aiConversations)
    .values({ user_id: userId, title: title ?? format(aiChatTexts.defaultTitle, { date: dayText(today) }), created_at: now, last_used_at: now })
    .returning();
  return row!;
}

export async function updateConversation(db: Db, userId: number, id: number, change: AiConversationUpdate, now: Date) {
  const [row] = await db
    .update(aiConversations)
    .set({ ...change, last_used_at: now })
    .where(mine(userId, id))
    .returning();
  if (!row) throw notFound(aiChatErrors.conversationNotFound);
  return conversationRecord(row);
}

/** Empties a conversation (its count back to 0). */
export async function clearConversation(db: Db, userId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(aiConversations)
      .set({ message_count: 0, last_message: null, last_used_at: now })
      .where(mine(userId, id))
      .returning();
    if (!row) throw notFound(aiChatErrors.conversationNotFound);
    await tx.delete(aiMessages).where(eq(aiMessages.conversation_id, id));
    return conversationRecord(row);
  });
}

export async function deleteConversation(db: Db, userId: number, id: number) {
  const [row] = await db.delete(aiConversations).where(mine(userId, id)).returning({ id: aiConversations.id });
  if (!row) throw notFound(aiChatErrors.conversationNotFound);
  return { id: row.id };
}

export interface NewMessage {
  sender: 'user' | 'ai';
  message: string;
  cached?: boolean;
  provider?: Provider | null;
  is_error?: boolean;
}

/**
 * Adds messages to a conversation and keeps only its last CONTEXT_MESSAGES (spec 000 section 9: older
 * ones are dropped); the count and the preview follow.
 */
export async function addMessages(db: Db, conversationId: number, messages: NewMessage[], now: Date): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(aiMessages)
      .values(messages.map((m, i) => ({ conversation_id: conversationId, sender: m.sender, message: m.message, cached: m.cached ?? false, provider: m.provider ?? null, is_error: m.is_error ?? false, created_at: new Date(now.getTime() + i) })))
      .returning();
    const kept = await tx
      .select({ id: aiMessages.id })
      .from(aiMessages)
      .where(eq(aiMessages.conversation_id, conversationId))
      .orderBy(desc(aiMessages.id))
      .limit(CONTEXT_MESSAGES);
    const oldest = kept[kept.length - 1]?.id;
    if (oldest !== undefined && kept.length === CONTEXT_MESSAGES)
      await tx.delete(aiMessages).where(and(eq(aiMessages.conversation_id, conversationId), lt(aiMessages.id, oldest)));
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(aiMessages).where(eq(aiMessages.conversation_id, conversationId));
    await tx
      .update(aiConversations)
      .set({ message_count: Number(n), last_message: messages[messages.length - 1]!.message, last_used_at: now })
      .where(eq(aiConversations.id, conversationId));
    return added;
  });
}

