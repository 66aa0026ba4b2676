import { useEffect, useRef } from 'react';
import { activeFilterCount } from '../../domain/catalog/filters';
import { filterChips, shownFilter } from './filter-labels';
import type { FilterPanelProps } from './FilterPanel';
import { emptyFilter } from './filter-url';
import { useFilterParams } from './use-filter-params';

/**
 * The chosen filters as chips above the results, each removable («Quitar filtro: Marca Sonaria»), with «Quitar
 * todos» when there are two or more. Takes the FilterPanel's props, so both show the same filter. Removing a chip
 * moves the focus to the next one (or the previous, or the page's title when none is left).
 */
export function ActiveFilters({ options, hide = [], categoryHref }: FilterPanelProps) {
  const { filter, setFilter } = useFilterParams();
  const shown = shownFilter(filter, { hide, categoryHref });
  const chips = filterChips(shown, options, filter);
  const list = useRef<HTMLUListElement>(null);
  // The index of the chip removed, until the chips have been drawn without it.
  const removed = useRef<number | null>(null);

  useEffect(() => {
    const index = removed.current;
    if (index == null) return;
    removed.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? document.querySelector<HTMLElement>('main h1, h1'))?.focus();
  }, [chips.length]);

  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <h2 className="visually-hidden">Filtros aplicados</h2>
      <ul className="active-filters__list" ref={list}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip active-filters__chip"
              aria-label={`Quitar filtro: ${chip.label}`}
              onClick={() => {
                removed.current = index;
                setFilter(chip.without);
              }}
            >
              {chip.label}
              <span className="icon icon--x" aria-hidden="true" />
            </button>
          </li>
        ))}
        {activeFilterCount(shown) > 1 ? (
          <li>
            <button
              type="button"
              className="button button--link active-filters__clear"
              onClick={() => {
                removed.current = 0;
                setFilter(emptyFilter());
              }}
            >
              Quitar todos
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
