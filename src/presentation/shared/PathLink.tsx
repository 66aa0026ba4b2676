import { startTransition, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router';

export type PathLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this store, from its root: `/producto/…`, `/categoria/…?pagina=2`. */
  to: `/${string}`;
};

/** Whether a click is the router's to follow: the main button, no key held (a new tab or window is the browser's), no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link to a path of this store for the long lists of a page: product cards, category and brand tiles, the footer.
 * The same `<a>` (href, `data-discover`) and the same client navigation as react-router's Link (a click on the page
 * already shown replaces it instead of adding a history entry), without the per-link work of resolving a relative
 * path (useHref, useResolvedPath, the prefetch hooks): a page's hundred cards spent about 1.5 ms in it on the server
 * and again in hydration (issue 22). Relative paths, `state`, `preventScrollReset` and active styles need Link or NavLink.
 */
export function PathLink({ to, onClick, target, ...rest }: PathLinkProps) {
  const { navigator, useTransitions } = useContext(UNSAFE_NavigationContext);
  const { location } = useContext(UNSAFE_LocationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    const go = () => (createPath(location) === to ? navigator.replace(to) : navigator.push(to));
    if (useTransitions) startTransition(go);
    else go();
  };
  return <a {...rest} target={target} href={to} onClick={follow} data-discover="true" />;
}
