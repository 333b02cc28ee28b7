import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Role } from '../../src/domain/enums';
import type { Settings } from '../../src/domain/settings';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { emailOutbox, users } from '../db/schema';
import { rowsOf } from '../lib/rows';
import { readSettings } from './settings';

// E-mail for notifications (issue 27): with the mail server set and a notification's kind chosen in the
// setting emailKinds, each active user of the notified roles who has an address gets it by mail too. The
// mail waits in email_outbox (same transaction as the notification) and the mail job sends it; a failed
// send is logged, kept with its error, and tried again later.

const BATCH = 20;
/** A claimed row is left alone this long by the other servers while one sends it. */
const CLAIM_MS = 5 * 60 * 1000;
const MAX_WAIT_MS = 6 * 3600 * 1000;

const mailReady = (settings: Settings) => settings.emailHost !== '' && settings.emailFrom !== '';

/** Queues the mail of one notification, when its kind is e-mailed; called inside the notification's transaction. */
export async function queueMail(tx: Db | Tx, roles: readonly Role[], kind: string, subject: string, body: string): Promise<void> {
  const settings = await readSettings(tx as Db);
  if (!mailReady(settings) || !settings.emailKinds.includes(kind) || !roles.length) return;
  const recipients = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.status, 'active'), isNotNull(users.email), ne(users.email, '')));
  if (!recipients.length) return;
  await tx.insert(emailOutbox).values(recipients.map((user) => ({ recipient: user.email!, subject, body, kind })));
}

/**
 * Sends what is due. Rows are claimed in one UPDATE … FOR UPDATE SKIP LOCKED, so two servers never send
 * the same mail; each claim pushes its next attempt forward, so a server that stops midway leaves the
 * row to be sent later by any server.
 */
export async function sendDueMail(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const settings = await readSettings(ctx.db);
  if (!mailReady(settings)) return 0;
  const now = ctx.now();
  const claimed = rowsOf<{ id: number; recipient: string; subject: string; body: string; attempts: number }>(
    await ctx.db.execute(sql`
      update email_outbox set next_attempt_at = ${new Date(now.getTime() + CLAIM_MS)}
      where id in (select id from email_outbox where sent_at is null and next_attempt_at <= ${now}
                   order by id limit ${BATCH} for update skip locked)
      returning id, recipient, subject, body, attempts`),
  );
  if (!claimed.length) return 0;
  const transport = nodemailer.createTransport({
    host: settings.emailHost,
    port: settings.emailPort,
    secure: settings.emailPort === 465,
    ...(settings.emailUser ? { auth: { user: settings.emailUser, pass: settings.emailPassword } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  let sent = 0;
  try {
    for (const mail of claimed) {
      try {
        await transport.sendMail({ from: settings.emailFrom, to: mail.recipient, subject: mail.subject, text: mail.body });
        await ctx.db.update(emailOutbox).set({ sent_at: ctx.now(), attempts: mail.attempts + 1, last_error: null }).where(eq(emailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        // 1, 2, 4 … minutes, at most six hours: kept until it goes.
        const wait = Math.min(MAX_WAIT_MS, 60_000 * 2 ** (attempts - 1));
        const message = String(error instanceof Error ? error.message : error).slice(0, 500);
        log.warn({ mail: mail.id, attempts, error: message }, 'notification e-mail failed; will retry');
        await ctx.db
          .update(emailOutbox)
          .set({ attempts, last_error: message, next_attempt_at: new Date(ctx.now().getTime() + wait) })
          .where(eq(emailOutbox.id, mail.id));
      }
    }
  } finally {
    transport.close();
  }
  return sent;
}
