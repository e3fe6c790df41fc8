import { Fragment, useState, type ReactNode } from 'react';
import { Trash2, type LucideIcon } from 'lucide-react';
import { toastFailure } from '../../lib/toast';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { WhenLoaded, type LoadingQuery } from './states';

/**
 * A loaded list of things that can be taken back (API tokens, SCIM tokens, webhook endpoints,
 * invitations): the spinner, the failure with Retry, `empty`, or the items, each drawn by
 * `renderItem` with its revoke button; the button asks `confirm` first, then runs `onRevoke` (which
 * says it worked) and says in a toast, with `revokeFailure`, when it did not.
 */
export function RevokeList<Item extends { id: string }>({
  query,
  items,
  label,
  loading,
  loadFailure,
  empty,
  listClassName,
  className,
  action,
  buttonLabel,
  icon: Icon = Trash2,
  revocable = () => true,
  confirm,
  revokeFailure,
  onRevoke,
  renderItem,
}: {
  query: LoadingQuery<unknown>;
  /** The loaded items (undefined until then). */
  items: readonly Item[] | undefined;
  /** The list's accessible name: "API tokens". */
  label: string;
  loading: string;
  loadFailure: string;
  empty: ReactNode;
  listClassName?: string;
  className?: string;
  /** The button's word and the dialog's confirm label: "Revoke", "Delete". */
  action: string;
  /**
   * The button's accessible name, so that each says what it takes back: it starts with `action`,
   * the word it shows ("Revoke CRM sync").
   */
  buttonLabel: (item: Item) => string;
  /** The button's icon: a bin unless another says it better. */
  icon?: LucideIcon;
  /** Whether the item can still be revoked (an expired or revoked token cannot). */
  revocable?: (item: Item) => boolean;
  confirm: { title: string; description: (item: Item) => string };
  revokeFailure: string;
  onRevoke: (item: Item) => Promise<void>;
  renderItem: (item: Item, revokeButton: ReactNode) => ReactNode;
}) {
  const [asking, setAsking] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await onRevoke(asking);
      setAsking(null);
    } catch (error) {
      toastFailure(error, revokeFailure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={className}>
      <WhenLoaded queries={[query]} loading={loading} failure={loadFailure} compact>
        {() =>
          items?.length ? (
            <ul className={listClassName} aria-label={label}>
              {items.map((item) => (
                <Fragment key={item.id}>
                  {renderItem(
                    item,
                    revocable(item) ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-haspopup="dialog"
                        aria-label={buttonLabel(item)}
                        onClick={() => setAsking(item)}
                      >
                        <Icon aria-hidden="true" className="h-4 w-4" />
                        {action}
                      </Button>
                    ) : null,
                  )}
                </Fragment>
              ))}
            </ul>
          ) : (
            empty
          )
        }
      </WhenLoaded>
      <ConfirmDialog
        open={asking !== null}
        title={confirm.title}
        description={asking ? confirm.description(asking) : ''}
        confirmLabel={action}
        danger
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
