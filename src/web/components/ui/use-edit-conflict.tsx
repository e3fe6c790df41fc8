import { useState } from 'react';
import { toast } from '../../lib/toast';
import { EditConflictDialog, type ConflictChoice, type ConflictRow } from './edit-conflict-dialog';

interface Conflict<Saved, Copy> {
  newer: Saved;
  mine: Copy;
  rows: ConflictRow[];
  /** A new dialog (fresh choices) for each conflict. */
  serial: number;
}

interface EditConflictOptions<Saved, Copy> {
  /** What was edited, as the dialog names it: `card`, `profile`. */
  thing: string;
  /** The newer saved copy. */
  load: () => Promise<Saved>;
  /** What differs between the editor's copy and the newer one; `base` is what the editor loaded. */
  rowsOf: (base: Saved, mine: Copy, newer: Saved) => ConflictRow[];
  /** The editor's copy on top of the newer one, each listed difference as chosen. */
  merge: (mine: Copy, newer: Saved, choices: Record<string, ConflictChoice>) => Copy;
  /** The editor now stands on `newer`, holding `merged`. */
  rebase: (newer: Saved, merged: Copy) => void;
  /** Saves `merged` on top of `newer`'s version. */
  resave: (newer: Saved, merged: Copy) => Promise<void>;
  /** The newer copy could not be loaded: the editor keeps everything and says why. */
  onLoadFailed: (error: unknown) => void;
  /** Said when every difference took the newer copy, so there was nothing to save. */
  loadedMessage: string;
}

/**
 * An editor's answer to 409 EDIT_CONFLICT (docs/product.md#edit-conflicts): loads the newer saved
 * copy, lists what differs from the editor's, and once the user has chosen puts the editor on the
 * newer version with the chosen values, saving them when any is the user's own. Until then nothing
 * in the editor changes. `open(base, mine)`: the save based on `base` was refused; `mine` is what
 * it tried to save. Render `dialog`; `saving` is true while the chosen values are saved.
 */
export function useEditConflict<Saved, Copy>(options: EditConflictOptions<Saved, Copy>) {
  const [conflict, setConflict] = useState<Conflict<Saved, Copy> | null>(null);
  const [saving, setSaving] = useState(false);

  const settle = async (
    current: Conflict<Saved, Copy>,
    choices: Record<string, ConflictChoice>,
    save = Object.values(choices).includes('mine'),
  ) => {
    const merged = options.merge(current.mine, current.newer, choices);
    options.rebase(current.newer, merged);
    setConflict(null);
    if (!save) {
      toast.info(options.loadedMessage);
      return;
    }
    setSaving(true);
    try {
      await options.resave(current.newer, merged);
    } finally {
      setSaving(false);
    }
  };

  const open = async (base: Saved, mine: Copy) => {
    let newer: Saved;
    try {
      newer = await options.load();
    } catch (error) {
      options.onLoadFailed(error);
      return;
    }
    const rows = options.rowsOf(base, mine, newer);
    const next = { newer, mine, rows, serial: (conflict?.serial ?? 0) + 1 };
    // Nothing the editor would save differs from the newer copy: stand on it and save as asked.
    if (!rows.length) await settle(next, {}, true);
    else setConflict(next);
  };

  const dialog = conflict ? (
    <EditConflictDialog
      key={conflict.serial}
      open
      thing={options.thing}
      rows={conflict.rows}
      busy={saving}
      onResolve={(choices) => void settle(conflict, choices)}
      onCancel={() => setConflict(null)}
    />
  ) : null;

  return { open, dialog, saving };
}
