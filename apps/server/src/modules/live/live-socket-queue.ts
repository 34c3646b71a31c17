/**
 * One socket's messages, handled one at a time in the order they arrived: the next one starts only
 * when the previous one's handler has finished (`auth` then `bet` sent back to back bets as the
 * signed-in player, and replies leave in the order of the requests). At most `limit` messages wait or
 * run; `push` answers false beyond (the caller closes the socket: a client does not need that many).
 */
export type MessageQueue = { push(handle: () => Promise<void>): boolean; readonly size: number };

export function messageQueue(limit: number): MessageQueue {
  let tail: Promise<void> = Promise.resolve();
  let size = 0;
  return {
    push(handle) {
      if (size >= limit) return false;
      size += 1;
      // A handler that throws (it should answer its own refusals) never stops the ones after it.
      tail = tail
        .then(handle)
        .catch(() => {})
        .finally(() => {
          size -= 1;
        });
      return true;
    },
    get size() {
      return size;
    },
  };
}
