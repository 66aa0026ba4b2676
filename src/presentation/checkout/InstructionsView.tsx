import { useEffect, useState } from 'react';
import type { MarkdownItem } from '../../domain/checkout/checkout';
import { instructionsHtml } from './instructions';

/** Markdown items as sanitised HTML; DOMPurify loads with the first instructions shown. */
export function Instructions({ items }: { items: readonly MarkdownItem[] }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (items.length === 0) return;
    import('dompurify')
      .then(({ default: purify }) => {
        if (live) setHtml(instructionsHtml(items, purify));
      })
      .catch(() => {
        // Without the sanitiser, the text alone (React escapes it).
        if (live) setHtml('');
      });
    return () => {
      live = false;
    };
  }, [items]);
  if (items.length === 0) return null;
  if (html === null) return <p className="instructions instructions--loading">Cargando las instrucciones…</p>;
  if (html === '')
    return (
      <div className="instructions">
        {items.map((item, i) => (
          <p key={i}>{item.type === 'LINK' ? (item.label ?? item.text) : item.text}</p>
        ))}
      </div>
    );
  return <div className="instructions" data-testid="instructions" dangerouslySetInnerHTML={{ __html: html }} />;
}
