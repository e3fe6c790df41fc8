/**
 * Wraps an async call so that calls made while one is running share its outcome instead of
 * starting another; the next call after it settles starts afresh. The health check uses it: a flood
 * of checks costs one database ping at a time, and each answer is no older than the request.
 */
export function shareInFlight<T>(call: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= call().finally(() => {
      running = undefined;
    });
    return running;
  };
}
