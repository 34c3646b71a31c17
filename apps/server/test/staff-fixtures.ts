import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@jl/core';
import { createStaff } from '../src/modules/admin/index.ts';
import type { TestApp } from './harness.ts';

/** A new staff member of `role`, signed in through the staff API; answers the bearer token. */
export async function createStaffSession(t: TestApp, role: StaffRole): Promise<string> {
  const username = `${role}${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  await createStaff(t.database.db, { username, email: `${username}@jogolimpo.local`, password, role });
  const answer = await t.api('POST', '/admin/login', { body: { username, password } });
  if (answer.code !== 1) throw new Error(`staff login refused: ${JSON.stringify(answer)}`);
  return answer.data.token as string;
}
