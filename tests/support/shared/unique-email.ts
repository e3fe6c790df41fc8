let counter = 0;

/**
 * An address no other test uses, in any layer (API files, system tests, browser journeys): the
 * process, the time and a counter, so parallel workers and runs never meet.
 */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
