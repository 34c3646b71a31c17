import type { Executor } from '../db/client.ts';
import { jobState } from './jobs-schema.ts';

export async function listJobStates(db: Executor) {
  return db.select().from(jobState);
}
