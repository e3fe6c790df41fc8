import { ERROR_CODES } from '../../../shared/error-codes';
import { isApiError } from '../../lib/http';

/**
 * The field a refusal belongs to: a validation error names it (`email: Enter a valid email
 * address`), and the organisation codes belong to one field each. Undefined when the refusal is
 * the whole action's (it goes to a toast).
 */
export function fieldErrorOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  byCode: Partial<Record<string, Field>> = {},
): { field: Field; message: string } | undefined {
  if (!isApiError(error)) return undefined;
  const coded = byCode[error.code];
  if (coded) return { field: coded, message: error.message };
  if (!isApiError(error, ERROR_CODES.VALIDATION_ERROR)) return undefined;
  const match = /^(\w+): (.+)$/.exec(error.message);
  const field = fields.find((name) => name === match?.[1]);
  return field && match?.[2] ? { field, message: match[2] } : undefined;
}
