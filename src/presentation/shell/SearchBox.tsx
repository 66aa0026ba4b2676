import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

export function SearchBox() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = query.trim();
    navigate(text ? `/buscar?q=${encodeURIComponent(text)}` : '/buscar');
  }

  return (
    <form role="search" className="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Buscar productos
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder="Buscar productos, marcas y más"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="search__button">
        <span className="icon icon--search" aria-hidden="true" />
        {/* Only the icon shows on phones; the word stays as the button's name. */}
        <span className="search__button-text">Buscar</span>
      </button>
    </form>
  );
}
