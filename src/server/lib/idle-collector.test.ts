import { describe, expect, it } from 'vitest';
import { IdleCollector } from './idle-collector';

describe('the idle collector', () => {
  it('collects once after a busy spell goes quiet, and not while requests keep coming', () => {
    let collections = 0;
    const idle = new IdleCollector(2_000, () => collections++);
    idle.tick();
    expect(collections).toBe(0); // never busy: nothing to give back
    idle.count();
    idle.tick();
    expect(collections).toBe(0); // a request since the last tick: still busy
    idle.tick();
    expect(collections).toBe(1); // quiet for a whole tick after the spell
    idle.tick();
    idle.tick();
    expect(collections).toBe(1); // once per spell
    idle.count();
    idle.tick();
    idle.tick();
    expect(collections).toBe(2);
  });
});
