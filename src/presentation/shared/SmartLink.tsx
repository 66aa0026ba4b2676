import type { ReactNode } from 'react';
import { PathLink } from './PathLink';

/** A router link for paths in the store, a plain link for other sites. */
export function SmartLink({ href, className, children, ariaLabel }: { href: string; className?: string; children: ReactNode; ariaLabel?: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <PathLink to={href as `/${string}`} className={className} aria-label={ariaLabel}>
        {children}
      </PathLink>
    );
  }
  return (
    <a href={href} className={className} aria-label={ariaLabel} rel="noopener">
      {children}
    </a>
  );
}
