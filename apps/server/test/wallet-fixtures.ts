import { randomBytes } from 'node:crypto';
import type { Cents } from '@jl/core';
import type { Db } from '../src/db/client.ts';
import { members } from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/index.ts';

let counter = 0;

/** A bare member row for wallet tests (the accounts module is not under test here). */
export async function newMember(db: Db): Promise<bigint> {
  counter += 1;
  const suffix = `${process.pid % 1000}${counter}`.padStart(8, '0').slice(-8);
  const [row] = await db
    .insert(members)
    .values({
      phone: `+55119${suffix}`,
      passwordHash: 'x',
      inviteCode: randomBytes(5).toString('hex'),
    })
    .returning({ id: members.id });
  return row!.id;
}

/** A member with a session token for API calls. */
export async function newPlayer(db: Db): Promise<{ memberId: bigint; token: string }> {
  const memberId = await newMember(db);
  const { token } = await createSession(db, { memberId });
  return { memberId, token };
}

export const c = (value: number | bigint) => BigInt(value) as Cents;
