import { describe, expect, it } from 'vitest';
import { shareInFlight } from './share-in-flight';

/** A call that counts how often it started and settles when told to. */
function pendingCall() {
  const settlers: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const call = () =>
    new Promise<number>((resolve, reject) => {
      settlers.push({ resolve, reject });
    });
  return { call, settlers };
}

describe('shareInFlight', () => {
  it('gives calls made while one runs the same outcome, without starting another', async () => {
    const { call, settlers } = pendingCall();
    const shared = shareInFlight(call);
    const results = Promise.all([shared(), shared(), shared()]);
    expect(settlers).toHaveLength(1);
    settlers[0]!.resolve(7);
    expect(await results).toEqual([7, 7, 7]);
  });

  it('starts afresh once the running call has settled, after a success and after a failure', async () => {
    const { call, settlers } = pendingCall();
    const shared = shareInFlight(call);

    const first = shared();
    settlers[0]!.reject(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');

    const second = shared();
    const joined = shared();
    expect(settlers).toHaveLength(2);
    settlers[1]!.resolve(1);
    await expect(second).resolves.toBe(1);
    await expect(joined).resolves.toBe(1);

    const third = shared();
    expect(settlers).toHaveLength(3);
    settlers[2]!.resolve(2);
    await expect(third).resolves.toBe(2);
  });
});
