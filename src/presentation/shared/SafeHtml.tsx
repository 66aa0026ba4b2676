import type { SanitizedHtml } from './sanitize';

/**
 * Server HTML (product descriptions) that a loader has already put through
 * DOMPurify (see RouteDeps.sanitizeHtml): the server and the browser render
 * the same markup, and DOMPurify stays out of the screen's chunk.
 */
export function SafeHtml({ html, className }: { html: SanitizedHtml; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
