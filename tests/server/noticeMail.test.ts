import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAIL } from '../../server/services/jobs';
import { startTestServer, type TestServer } from './helpers';
import { placeOrder, product } from './ordersKit';
import { api, rows } from './productsKit';

// Issue 27: with the mail server set and a kind chosen, a notification of that kind is e-mailed too; the
// test's SMTP server runs in this process. A send that fails is kept with its error and sent later.

interface Received {
  from: string;
  to: string[];
  text: string;
}

let server: TestServer;
let admin: string;
let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];

function startSmtp(listenOn: number): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((to) => to.address),
          text: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(listenOn, '127.0.0.1', () => resolve()));
}
const stopSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  await startSmtp(0);
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await stopSmtp();
  await server?.close();
});

it('e-mails a chosen kind of notification to the users of its roles, and retries a failed send', async () => {
  const settings = await server.request({
    method: 'PUT',
    url: '/api/system/settings',
    cookie: admin,
    payload: { emailHost: '127.0.0.1', emailPort: port, emailFrom: 'bakery@bakery.be', emailKinds: ['low_stock'] },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const call = api(server, admin);
  const managers = await rows<{ email: string }>(server, sql`select email from users where role in ('admin', 'manager') and status = 'active' and email is not null and email <> ''`);

  const bread = await product(call, 5, 2.5, { minimum_stock: 3 });
  await placeOrder(call, [{ product_id: bread.id, quantity: 2 }]);
  expect(await server.app.jobs.runDue()).toContain(MAIL);
  expect(received.flatMap((mail) => mail.to).sort()).toEqual(managers.map((user) => user.email).sort());
  expect(received[0]!.from).toBe('bakery@bakery.be');
  expect(received[0]!.text).toContain('Subject:');
  // Nothing is sent twice.
  expect(await server.app.jobs.runDue()).not.toContain(MAIL);

  // The mail server is down: the mail stays, with its error, and goes once it is back.
  await stopSmtp();
  received.length = 0;
  const rolls = await product(call, 5, 2.5, { minimum_stock: 3 });
  await placeOrder(call, [{ product_id: rolls.id, quantity: 2 }]);
  expect(await server.app.jobs.runDue()).not.toContain(MAIL);
  const failed = await rows<{ attempts: number; last_error: string | null; sent_at: string | null }>(
    server,
    sql`select attempts, last_error, sent_at from email_outbox where sent_at is null`,
  );
  expect(failed.length).toBe(managers.length);
  for (const mail of failed) {
    expect(mail.attempts).toBe(1);
    expect(mail.last_error).toBeTruthy();
  }

  await startSmtp(port);
  server.clock.advance(120);
  expect(await server.app.jobs.runDue()).toContain(MAIL);
  expect(received).toHaveLength(managers.length);
  const [left] = await rows<{ n: number }>(server, sql`select count(*)::int as n from email_outbox where sent_at is null`);
  expect(left!.n).toBe(0);
});
