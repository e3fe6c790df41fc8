import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

interface SectionLinkProps {
  sectionId: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

export function SectionLink({ sectionId, className, children, onClick }: SectionLinkProps) {
  const { pathname } = useLocation();
  if (pathname === '/') {
    return (
      <a href={`#${sectionId}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={{ pathname: '/', hash: `#${sectionId}` }} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
