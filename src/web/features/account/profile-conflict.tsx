import type { CurrentUser } from '../../../shared/user';
import {
  ConflictValue,
  type ConflictChoice,
  type ConflictRow,
} from '../../components/ui/edit-conflict-dialog';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import type { PendingImage } from '../../lib/image-file';

/** What the account form would save: the name, and a picture to upload or remove. */
export interface ProfileCopy {
  fullName: string;
  picture: PendingImage;
}

function Picture({ url, newer }: { url: string | null; newer: boolean }) {
  const t = useT();
  if (!url) return <span className="text-ink-muted italic">{t('account.conflict.noPicture')}</span>;
  return (
    <img
      src={url}
      alt={t(newer ? 'account.conflict.newerPicture' : 'account.conflict.yourPicture')}
      className="h-16 w-16 rounded-full border border-slate-200 object-cover"
    />
  );
}

/**
 * What differs between the account form and the newer saved profile
 * (docs/product.md#edit-conflicts): the name, and the picture when the form changes it. `base` is
 * the profile as the form loaded it, to tell who changed what.
 */
export function profileConflictRows(
  base: CurrentUser,
  mine: ProfileCopy,
  newer: CurrentUser,
): ConflictRow[] {
  const rows: ConflictRow[] = [];
  if (mine.fullName.trim() !== newer.fullName) {
    const mineChanged = mine.fullName.trim() !== base.fullName;
    rows.push({
      id: 'fullName',
      label: translate('account.conflict.fullName'),
      mine: <ConflictValue text={mine.fullName} />,
      newer: <ConflictValue text={newer.fullName} />,
      changed:
        mineChanged && newer.fullName !== base.fullName ? 'both' : mineChanged ? 'mine' : 'newer',
    });
  }
  const ours = mine.picture?.kind === 'upload' ? mine.picture.previewUrl : null;
  if (mine.picture && ours !== newer.profileImageUrl) {
    rows.push({
      id: 'picture',
      label: translate('account.conflict.picture'),
      mine: <Picture url={ours} newer={false} />,
      newer: <Picture url={newer.profileImageUrl} newer />,
      changed: newer.profileImageUrl !== base.profileImageUrl ? 'both' : 'mine',
    });
  }
  return rows;
}

/** The form's copy on top of the newer profile, each listed difference as chosen. */
export const mergeProfileConflict = (
  mine: ProfileCopy,
  newer: CurrentUser,
  choices: Record<string, ConflictChoice>,
): ProfileCopy => ({
  fullName: choices.fullName === 'mine' ? mine.fullName : newer.fullName,
  picture: choices.picture === 'mine' ? mine.picture : null,
});
