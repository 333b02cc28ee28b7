import { eq } from 'drizzle-orm';
import { SECRET_SETTING_KEYS } from '../../src/domain/settings';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { listBackups } from './backups';
import { verifyPassword } from './passwords';
import { readSettings } from './settings';

// GET /security/audit and POST /security/scan (issue 27): real checks of this installation, each with
// what it found. Nothing here is a sample figure.

export interface SecurityCheck {
  id: string;
  status: 'pass' | 'warn' | 'fail';
  /** What was found, in Arabic, with the names or figures it concerns. */
  detail: string;
  items: string[];
}

/** The demo accounts' password (README) and values a secret must never keep. */
const KNOWN_PASSWORDS = ['Bakery123'];
const WEAK_SECRETS = new Set(['secret', 'changeme', 'password', 'admin', 'bakery', 'Bakery123', '123456']);
const DAY_MS = 24 * 3600 * 1000;

export async function securityChecks(ctx: AppContext, behindHttps: boolean): Promise<SecurityCheck[]> {
  const active = await ctx.db
    .select({ username: users.username, role: users.role, password_hash: users.password_hash, totp_enabled_at: users.totp_enabled_at })
    .from(users)
    .where(eq(users.status, 'active'));
  const demo: string[] = [];
  for (const user of active) for (const password of KNOWN_PASSWORDS) if (await verifyPassword(user.password_hash, password)) demo.push(user.username);
  const noTwoFactor = active.filter((user) => user.role === 'admin' && !user.totp_enabled_at).map((user) => user.username);
  const settings = await readSettings(ctx.db);
  const weak = SECRET_SETTING_KEYS.filter((key) => WEAK_SECRETS.has(String(settings[key])));
  const newest = listBackups(ctx.config)[0];
  const backupAge = newest ? ctx.now().getTime() - new Date(newest.created_at).getTime() : null;
  return [
    {
      id: 'demo_passwords',
      status: demo.length ? 'fail' : 'pass',
      detail: demo.length ? `${demo.length} حساب نشط ما زال يستخدم كلمة مرور العرض التجريبي` : 'لا يستخدم أي حساب نشط كلمة مرور العرض التجريبي',
      items: demo,
    },
    {
      id: 'admins_without_two_factor',
      status: noTwoFactor.length ? 'warn' : 'pass',
      detail: noTwoFactor.length ? `${noTwoFactor.length} من مديري النظام بلا تحقق بخطوتين` : 'كل مديري النظام يستخدمون التحقق بخطوتين',
      items: noTwoFactor,
    },
    {
      id: 'cookie_secure',
      status: ctx.config.cookieSecure ? 'pass' : behindHttps ? 'fail' : 'warn',
      detail: ctx.config.cookieSecure
        ? 'ملف تعريف الجلسة يحمل العلامة Secure'
        : behindHttps
          ? 'الطلب وصل عبر HTTPS لكن ملف تعريف الجلسة بلا العلامة Secure (COOKIE_SECURE=true)'
          : 'ملف تعريف الجلسة بلا العلامة Secure: اضبط COOKIE_SECURE=true خلف HTTPS',
      items: [],
    },
    {
      id: 'default_secrets',
      status: weak.length ? 'fail' : 'pass',
      detail: weak.length ? 'إعدادات سرية تحمل قيمة افتراضية أو ضعيفة' : 'لا توجد أسرار بقيم افتراضية أو ضعيفة',
      items: weak,
    },
    {
      id: 'last_backup',
      status: backupAge === null || backupAge > DAY_MS ? 'fail' : 'pass',
      detail:
        backupAge === null ? 'لا توجد أي نسخة احتياطية' : backupAge > DAY_MS ? `آخر نسخة احتياطية أقدم من يوم (${newest!.created_at})` : `آخر نسخة احتياطية ${newest!.created_at}`,
      items: newest ? [newest.name] : [],
    },
  ];
}
