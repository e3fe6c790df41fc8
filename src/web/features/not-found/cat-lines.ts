export const CAT_LINES = [
  'Looks like a cat knocked this page off the table.',
  'This page is taking a catnap. Please do not disturb.',
  'We searched every cardboard box in the office. Just a very smug cat, no page.',
  'Our cat walked across the keyboard and this page simply vanished.',
  'The cat ate this page. It says it was purr-fectly delicious.',
] as const;

export const CAT_LINE_ROTATION_MS = 10_000;
