import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// The path whose title last took the focus: a page reloading its data (sort, page) keeps the focus where it is.
// Null until the first page has rendered: the page the browser opened (or reloaded) keeps the browser's focus.
let focusedPath: string | null = null;
let opened = false;

/**
 * The page's <h1>. After a navigation inside the app to another path it takes
 * the focus, so keyboard and screen-reader users start at the new page; it
 * also names the browser tab.
 */
export function PageTitle({ children, documentTitle }: { children: ReactNode; documentTitle?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();
  const text = documentTitle ?? (typeof children === 'string' ? children : null);

  useEffect(() => {
    if (text) document.title = `${text} · Tienda`;
  }, [text]);

  useEffect(() => {
    // The page the browser opened or reloaded (its location key survives a reload): leave the focus where the browser put it.
    if (opened && key !== 'default' && focusedPath !== pathname) ref.current?.focus();
    opened = true;
    focusedPath = pathname;
  }, [key, pathname]);

  return (
    <h1 ref={ref} tabIndex={-1} className="page-title">
      {children}
    </h1>
  );
}
