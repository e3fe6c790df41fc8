import { editConflictMessage, type EditedThing } from '../../shared/edit-version';
import { ERROR_CODES } from '../../shared/error-codes';
import { AppError } from './app-error';

/**
 * 409 `EDIT_CONFLICT`: an update based on `base` found the card or profile at `saved`
 * (docs/product.md#edit-conflicts).
 */
export const editConflict = (thing: EditedThing, saved: number, base: number) =>
  new AppError(ERROR_CODES.EDIT_CONFLICT, editConflictMessage(thing, saved, base));

/**
 * How many times an update that names no version (a client older than versions) is applied
 * again to the newer row when other saves keep coming first, before it is refused as a conflict.
 */
export const UNVERSIONED_ATTEMPTS = 20;
