import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness.ts';

async function hitUntilLimited(overrides: Record<string, string>) {
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', ...overrides });
  try {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await t.api('GET', '/game/checkGameStatus', { lang: 'en' }));
    return answers;
  } finally {
    await t.close();
  }
}

describe('rate limits', () => {
  it('answer HTTP 429 with a localised RATE_LIMITED envelope past the limit (in memory)', async () => {
    const answers = await hitUntilLimited({});
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[3]).toMatchObject({ status: 429, code: 0, data: { error: 'RATE_LIMITED' } });
    expect(answers[3]!.msg).toBe('Too many attempts. Please wait a moment and try again');
  });

  // Shared across processes through Redis when REDIS_URL is set (CI sets TEST_REDIS_URL).
  it.runIf(process.env.TEST_REDIS_URL)('are shared through Redis when REDIS_URL is set', async () => {
    const answers = await hitUntilLimited({ REDIS_URL: process.env.TEST_REDIS_URL! });
    expect(answers[3]).toMatchObject({ status: 429, data: { error: 'RATE_LIMITED' } });
  });
});
