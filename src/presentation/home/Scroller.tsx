import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A horizontal row (the `.scroll-row` inside `children`) with "Anterior" and "Siguiente" buttons, shown on desktop.
 * Each is disabled at its end, and the row fades on the side where more is hidden. The server renders the row at its
 * start (more to the right); the browser corrects this once the row comes near the viewport, which changes no size.
 */
export function Scroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const row = () => ref.current?.querySelector<HTMLElement>('.scroll-row') ?? null;

  useEffect(() => {
    const list = row();
    if (!list) return;
    const update = () => {
      const start = list.scrollLeft <= 1;
      const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
      setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // Measured once the row comes near the viewport, not while hydrating: reading a row's sizes then forces a layout
    // in the middle of hydration's commit, and of every lower section that `content-visibility` would skip.
    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver === 'undefined') update();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          update();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(list);
    }
    return () => {
      observer?.disconnect();
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  // A page at a time, less one item's worth, so the shopper keeps their place.
  const go = (direction: 1 | -1) => {
    const list = row();
    if (list) list.scrollBy({ left: direction * Math.max(list.clientWidth * 0.8, 100), behavior: 'smooth' });
  };

  return (
    <div ref={ref} className="scroller" data-start={edges.start} data-end={edges.end}>
      {children}
      <button type="button" className="scroller__arrow scroller__arrow--prev" disabled={edges.start} onClick={() => go(-1)}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">Anterior: {label}</span>
      </button>
      <button type="button" className="scroller__arrow scroller__arrow--next" disabled={edges.end} onClick={() => go(1)}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">Siguiente: {label}</span>
      </button>
    </div>
  );
}
