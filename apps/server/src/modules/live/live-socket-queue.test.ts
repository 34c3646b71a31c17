import { describe, expect, it } from 'vitest';
import { messageQueue } from './live-socket-queue.ts';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('a socket message queue', () => {
  it('starts each handler only after the previous one finished, in the order pushed', async () => {
    const queue = messageQueue(10);
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await sleep(ms);
      log.push(`end ${name}`);
    };
    queue.push(task('auth', 30));
    queue.push(task('bet', 0));
    queue.push(task('cashout', 10));
    expect(queue.size).toBe(3);
    await sleep(80);
    expect(log).toEqual(['start auth', 'end auth', 'start bet', 'end bet', 'start cashout', 'end cashout']);
    expect(queue.size).toBe(0);
  });

  it('goes on after a handler that throws', async () => {
    const queue = messageQueue(10);
    const log: string[] = [];
    queue.push(async () => {
      throw new Error('boom');
    });
    queue.push(async () => void log.push('next'));
    await sleep(10);
    expect(log).toEqual(['next']);
  });

  it('refuses a message beyond the limit of waiting ones, and takes them again once drained', async () => {
    const queue = messageQueue(2);
    const slow = () => sleep(20);
    expect(queue.push(slow)).toBe(true);
    expect(queue.push(slow)).toBe(true);
    expect(queue.push(slow)).toBe(false);
    await sleep(60);
    expect(queue.push(slow)).toBe(true);
  });
});
