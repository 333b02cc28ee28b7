import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users, vehicles } from '../../server/db/schema';
import { bakeryDate } from '../../src/domain/dates';
import type { TestServer } from './helpers';

// Shared by the expenses, maintenance and vehicle-figures tests: a vehicle of their own, made straight in
// the database so these tests do not lean on the vehicle forms' rules, and the calls they all make.

export async function newVehicle(server: TestServer, values: Partial<typeof vehicles.$inferInsert> = {}) {
  const [row] = await server.database.db
    .insert(vehicles)
    .values({
      vehicle_type: 'van',
      vehicle_model: 'Test Transit',
      vehicle_plate: `T-${randomBytes(3).toString('hex').toUpperCase()}`,
      vehicle_year: 2022,
      current_km: 10_000,
      ...values,
    })
    .returning();
  return row!;
}

export async function userId(server: TestServer, username: string): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

export async function vehicleRow(server: TestServer, id: number) {
  const [row] = await server.database.db.select().from(vehicles).where(eq(vehicles.id, id));
  return row!;
}

/** The distributor's own van, as the seed assigns it. */
export async function vanOf(server: TestServer, username: string) {
  const [row] = await server.database.db.select().from(vehicles).where(eq(vehicles.assigned_distributor_id, await userId(server, username)));
  return row!;
}

export async function record(server: TestServer, cookie: string, payload: object) {
  return server.request({ method: 'POST', url: '/api/distribution/expense/record', cookie, payload });
}

/** Records and expects 201; the stored expense. */
export async function recorded(server: TestServer, cookie: string, payload: object) {
  const response = await record(server, cookie, payload);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

/** A day in the past, YYYY-MM-DD. */
export function daysAgo(days: number): string {
  return bakeryDate(new Date(Date.now() - days * 86_400_000));
}
