// Preloaded into the server by `npm run bench:soak` (NODE_OPTIONS=--import): once a second, each
// server process writes its V8 heap figures to $CARDVAULT_HEAP_REPORT/heap-<pid>.json, so that the
// soak can show the heap beside the resident memory it reads from /proc.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.CARDVAULT_HEAP_REPORT;
if (dir && /main\.js$/.test(process.argv[1] ?? '')) {
  const file = path.join(dir, `heap-${process.pid}.json`);
  const report = () => {
    try {
      writeFileSync(file, JSON.stringify({ time: Date.now(), ...process.memoryUsage() }));
    } catch {
      // The folder is gone: the soak has ended.
    }
  };
  setInterval(report, 1000).unref();
  report();
}
