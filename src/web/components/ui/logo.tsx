import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { LogoMark, PRODUCT_NAME } from '../../../shared/ui/brand';

export { LogoMark };

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight',
        inverse ? 'text-white' : 'text-ink',
        className,
      )}
    >
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
