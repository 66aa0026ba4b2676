import './search-box.css';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSuggestions } from './use-suggestions';
import { useTypedEarly } from '../shared/use-typed-early';

type Parts = typeof import('./suggestion-parts');
// How suggestions are drawn loads with the first focus of the box, not with every page.
let partsLoading: Promise<Parts> | null = null;
const loadParts = () => (partsLoading ??= import('./suggestion-parts').catch((error: unknown) => ((partsLoading = null), Promise.reject(error))));

/** The search text a page's address carries: the query on the search page, nothing elsewhere. */
const queryOf = (location: { pathname: string; search: string }) =>
  location.pathname === '/buscar' ? (new URLSearchParams(location.search).get('q') ?? '') : '';

/**
 * The header's search box, on every page. Server-rendered as a plain form (GET /buscar?q=), so it searches without
 * JavaScript; in the browser it is an ARIA 1.2 combobox that suggests searches, categories, brands and products as
 * the shopper types (arrows move, Enter opens, Escape closes then clears, Tab leaves).
 */
export function SearchBox() {
  const id = useId();
  const listId = `${id}-sugerencias`;
  const optionId = (index: number) => `${id}-sugerencia-${index}`;
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState(() => queryOf(location));
  const [open, setOpen] = useState(false);
  // Suggestions are asked for once the shopper types, not for the query a page arrived with.
  const [typed, setTyped] = useState(false);
  const { text: answered, suggestions, preload } = useSuggestions(typed ? query : '');
  // The active option belongs to the suggestions it was chosen in: new suggestions have none until the shopper moves
  // to one. Kept with them, not reset by an effect, so an arrow pressed as they arrive is never undone after it.
  const [chosen, setChosen] = useState<{ index: number; in: typeof suggestions }>({ index: -1, in: suggestions });
  const active = chosen.in === suggestions ? chosen.index : -1;
  const setActive = (index: number) => setChosen({ index, in: suggestions });
  const [parts, setParts] = useState<Parts | null>(null);
  const wantParts = () => {
    if (!parts) loadParts().then(setParts, () => undefined);
  };

  // Typed into the server's box before hydration: kept (a new page's query below replaces it, not the first one's).
  const box = useRef<HTMLInputElement>(null);
  useTypedEarly(box, query, setQuery);
  const shownKey = useRef(location.key);

  // A new page shows its own query (the search page's), or an empty box; the list closes.
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setQuery(queryOf(location));
    setTyped(false);
    setOpen(false);
    setActive(-1);
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  // The suggestions shown belong to the text in the box (typing on clears nothing until the new ones arrive).
  const ready = parts !== null && typed && query.trim() !== '' && answered !== '';
  const shown = ready ? suggestions : [];
  const expanded = open && shown.length > 0;
  const current = expanded && active < shown.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    navigate(href);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = query.trim();
    go(text ? `/buscar?q=${encodeURIComponent(text)}` : '/buscar');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = shown.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
          return;
        }
        setActive(down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1);
        return;
      }
      case 'Enter':
        if (current >= 0) {
          event.preventDefault();
          go(parts!.suggestionHref(shown[current]!));
        }
        return;
      case 'Escape':
        // The browser's own Escape would clear a search field at once: first close, then clear.
        event.preventDefault();
        if (expanded) close();
        else if (query) setQuery('');
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  }

  const count = shown.length;
  return (
    <form role="search" className="search" action="/buscar" method="get" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Buscar productos
      </label>
      <input
        ref={box}
        id={id}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        placeholder="Buscar productos, marcas y más"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setTyped(true);
          wantParts();
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          preload();
          wantParts();
          if (query.trim()) setOpen(true);
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search__button">
        <span className="icon icon--search" aria-hidden="true" />
        {/* Only the icon shows on phones; the word stays as the button's name. */}
        <span className="search__button-text">Buscar</span>
      </button>
      <ul id={listId} role="listbox" aria-label="Sugerencias" className="suggestions" hidden={!expanded}>
        {expanded && parts
          ? shown.map((suggestion, index) => (
              <li
                key={`${index}-${suggestion.type}-${suggestion.text}`}
                id={optionId(index)}
                role="option"
                data-type={suggestion.type}
                aria-selected={index === current}
                className={index === current ? 'suggestion suggestion--active' : 'suggestion'}
                // Keep the focus in the box: a click chooses, it does not blur.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== current && setActive(index)}
                onClick={() => go(parts.suggestionHref(suggestion))}
              >
                <parts.SuggestionContent suggestion={suggestion} />
              </li>
            ))
          : null}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {open && ready ? (count === 0 ? 'Sin sugerencias' : count === 1 ? '1 sugerencia' : `${count} sugerencias`) : ''}
      </p>
    </form>
  );
}
