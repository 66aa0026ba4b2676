import './instructions.css';
import type { MarkdownItem } from '../../domain/checkout/checkout';
import { useTask } from '../shared/use-query';
import { instructionsHtml } from './instructions';

/** Markdown items as sanitised HTML; DOMPurify loads with the first instructions shown. */
export function Instructions({ items }: { items: readonly MarkdownItem[] }) {
  // Without the sanitiser (it failed to load), the text alone: React escapes it.
  const html = useTask(items.length ? [items] : null, () => import('dompurify').then(({ default: purify }) => instructionsHtml(items, purify)), {
    keepPrevious: true,
  });
  if (items.length === 0) return null;
  if (html.status === 'loading') return <p className="instructions instructions--loading">Cargando las instrucciones…</p>;
  if (html.status === 'error')
    return (
      <div className="instructions">
        {items.map((item, i) => (
          <p key={i}>{item.type === 'LINK' ? (item.label ?? item.text) : item.text}</p>
        ))}
      </div>
    );
  return <div className="instructions" data-testid="instructions" dangerouslySetInnerHTML={{ __html: html.data ?? '' }} />;
}
