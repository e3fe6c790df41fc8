import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Holds an answer until `floorMs` after the request started. Sign-up and the reset and
 * verification mail requests do more work for some addresses than for others (a new account's
 * rows, a reset link's row, the mail); answering all of them at the same floor keeps that work
 * from showing which addresses have accounts.
 */
export async function answerNotBefore(startedAt: number, floorMs: number): Promise<void> {
  const remaining = floorMs - (performance.now() - startedAt);
  if (remaining > 0) await sleep(remaining);
}
