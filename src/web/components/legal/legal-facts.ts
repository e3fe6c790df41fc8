/**
 * The figures the legal documents state, in one place for every language's text: each translation
 * says the same numbers as English.
 */
import { RATE_LIMIT_KEPT_HOURS, RETENTION_PURGE_EVERY_HOURS } from '../../../shared/retention';

export {
  RATE_LIMIT_KEPT_HOURS,
  RETENTION_PURGE_EVERY_HOURS,
  SESSION_DAYS,
} from '../../../shared/retention';

/** How long before a material change of the terms takes effect we tell users. */
export const TERMS_NOTICE_PERIOD_DAYS = 30;

/** The latest a rate-limit counter is gone: its hours, and the cleanup that runs that often. */
export const RATE_LIMIT_GONE_HOURS = RATE_LIMIT_KEPT_HOURS + RETENTION_PURGE_EVERY_HOURS;
