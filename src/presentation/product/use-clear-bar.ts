import { useEffect, useState, type RefObject } from 'react';

/**
 * On a phone, quantity and «Agregar al carrito» stick to the foot of the screen until the page reaches their place
 * (product.css), and that place is right under the variant pickers: as the pickers come up into the screen they would
 * pass under the bar. True while a picker is in the strip the bar covers and the shopper has moved the page or put the
 * focus on a picker: the buy box then has `product-page__buy--clear` and the bar slides below the screen (a transform:
 * nothing in the page moves) until the pickers have left that strip or the page reaches the bar's place. On the page's
 * first screen, untouched, the bar stays where the shopper sees it (review defect 13); a bar with the focus stays too.
 */
export function useBarClearOfPickers(pickers: RefObject<HTMLElement | null>): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    const region = pickers.current;
    if (!region) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const bar = region.parentElement?.querySelector<HTMLElement>('.add-to-cart');
      if (!bar || getComputedStyle(bar).position !== 'sticky') return setClear(false);
      const picked = region.getBoundingClientRect();
      // offsetHeight: the bar's own height, whatever transform it has.
      const under = picked.height > 0 && picked.bottom > window.innerHeight - bar.offsetHeight && picked.top < window.innerHeight;
      setClear(under && (window.scrollY > 0 || region.contains(document.activeElement)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    // The pickers change height as they arrive (their own chunk); a page without ResizeObserver hears scrolls only.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(region);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
    };
  }, [pickers]);
  return clear;
}
