import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import type { CurrentUser } from '../../../shared/user';
import {
  Button,
  ButtonLink,
  type ButtonSize,
  type ButtonVariant,
} from '../../components/ui/button';
import { withOrg } from '../../lib/org-context';
import { toast } from '../../lib/toast';
import { cardsRemainingMessage, decideCreateCard } from './create-card-gate';
import { useT } from '../../lib/i18n/use-t';

interface CreateCardButtonProps {
  user: CurrentUser;
  className?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  onNavigate?: () => void;
  /** The button's words; every way into /create says 'Create Card' unless the screen fixes another. */
  label?: string;
  /**
   * A card for this organisation (its owners' and admins'): the editor opens in its context, and
   * the organisation's own subscription decides there (docs/product.md#organisation-cards-screens).
   */
  organisationSlug?: string;
}

/** 'Create Card' (and every other way into /create) that checks the subscription before opening the editor (docs/product.md#create-card-gate). */
export function CreateCardButton({
  user,
  className,
  size = 'sm',
  variant,
  onNavigate,
  label,
  organisationSlug,
}: CreateCardButtonProps) {
  const t = useT();
  const navigate = useNavigate();
  const onClick = () => {
    if (organisationSlug) {
      onNavigate?.();
      void navigate(withOrg('/create', organisationSlug));
      return;
    }
    const decision = decideCreateCard(user);
    if (decision.remaining !== undefined) toast.info(cardsRemainingMessage(decision.remaining));
    onNavigate?.();
    void navigate(decision.to);
  };
  return (
    <Button size={size} variant={variant} className={className} onClick={onClick}>
      <Plus aria-hidden="true" className={size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} />
      {label ?? t('header.createCard')}
    </Button>
  );
}

/**
 * The same gate as a link, for a page whose next step is a new card: its address is where the
 * gate sends the user now, and following it says how many cards remain, as the button does.
 */
export function CreateCardLink({
  user,
  className,
  size = 'sm',
  variant,
  label,
}: Omit<CreateCardButtonProps, 'onNavigate' | 'organisationSlug'>) {
  const t = useT();
  const decision = decideCreateCard(user);
  return (
    <ButtonLink
      to={decision.to}
      size={size}
      variant={variant}
      className={className}
      onClick={() => {
        if (decision.remaining !== undefined) toast.info(cardsRemainingMessage(decision.remaining));
      }}
    >
      <Plus aria-hidden="true" className={size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} />
      {label ?? t('header.createCard')}
    </ButtonLink>
  );
}
