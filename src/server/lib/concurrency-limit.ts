/**
 * Runs at most `size` tasks at once; the others wait their turn in the order they came. Used to
 * bound work whose memory grows with how many run together (decoding images).
 */
export class ConcurrencyLimit {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError('ConcurrencyLimit needs a size of 1 or more');
    this.#free = size;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free -= 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    }
  }
}
