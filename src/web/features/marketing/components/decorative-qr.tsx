import { cn } from '../../../lib/cn';

const SIZE = 25;

function isFinderCell(x: number, y: number, originX: number, originY: number) {
  const dx = x - originX;
  const dy = y - originY;
  if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return null;
  const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
  return ring === 3 || ring <= 1;
}

function isFinderZone(x: number, y: number) {
  const near = (v: number, start: number) => v >= start - 1 && v <= start + 7;
  return (
    (near(x, 0) && near(y, 0)) ||
    (near(x, SIZE - 7) && near(y, 0)) ||
    (near(x, 0) && near(y, SIZE - 7))
  );
}

function buildPath(seed: number): string {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const parts: string[] = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const finder =
        isFinderCell(x, y, 0, 0) ??
        isFinderCell(x, y, SIZE - 7, 0) ??
        isFinderCell(x, y, 0, SIZE - 7);
      const dark = finder ?? (!isFinderZone(x, y) && random() > 0.52);
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return parts.join('');
}

const pathCache = new Map<number, string>();

export function DecorativeQr({ seed = 7, className }: { seed?: number; className?: string }) {
  let path = pathCache.get(seed);
  if (!path) {
    path = buildPath(seed);
    pathCache.set(seed, path);
  }
  return (
    <svg
      viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
      aria-hidden="true"
      focusable="false"
      shapeRendering="crispEdges"
      className={cn('block', className)}
    >
      <rect x="-2" y="-2" width={SIZE + 4} height={SIZE + 4} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
