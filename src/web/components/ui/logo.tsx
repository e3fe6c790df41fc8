import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { PRODUCT_NAME } from './page-meta';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-8 w-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#4338ca" />
      <rect x="7" y="9" width="18" height="14" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="12.5" cy="15" r="2" fill="#fff" />
      <path d="M17 14h5M17 18h4M10 19.5h5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

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
