import { useEffect, useState } from 'react';

export function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(() => Math.floor(Math.random() * length));
  useEffect(() => {
    if (length < 2) return;
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % length);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs]);
  return index;
}
