import './import.css';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isSpanishProse, toUseCaseError } from '../../index';
import { RequireUser } from '../account/RequireUser';
import { useImportFromAmazon } from './use-import';
import { errorMessage } from '../shared/error-message';
import { PageTitle } from '../shared/PageTitle';

/**
 * What each refusal of the import means, in the shopper's words, when the API gave no Spanish message of its own
 * (the library's check of a blank or non-web address gives its catalogue copy, which says the same).
 */
export const IMPORT_PROBLEMS: Record<string, string> = {
  INVALID_URL: 'Ese no es el enlace de un producto de amazon.com. Cópialo de la barra de direcciones de la página del producto.',
  USED_PRODUCTS_NOT_ALLOWED: 'No importamos productos usados. Elige la versión nueva del producto.',
  GLOBAL_SELLER_NOT_ALLOWED: 'No importamos productos de vendedores globales de Amazon. Elige otro vendedor del mismo producto.',
  PRODUCT_NOT_FOUND: 'No encontramos ese producto en Amazon. Revisa el enlace.',
  PRODUCT_NOT_CREATED: 'No pudimos traer ese producto a la tienda. Inténtalo de nuevo más tarde o prueba con otro.',
};

/** The Spanish text under the field for a failed import. */
export function importProblem(error: unknown): string {
  const failure = toUseCaseError(error);
  if (isSpanishProse(failure.apiMessage)) return failure.apiMessage!.trim();
  return IMPORT_PROBLEMS[failure.cause] ?? errorMessage(failure, 'el producto');
}

/** «Importar de Amazon»: a product of amazon.com, by its link, becomes a product of the store with a price in quetzales. */
export default function ImportScreen() {
  return (
    <div className="import-page">
      <PageTitle>Importar de Amazon</PageTitle>
      <RequireUser label="Cargando…">
        <ImportForm />
      </RequireUser>
    </div>
  );
}

function ImportForm() {
  const importFromAmazon = useImportFromAmazon();
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const { slug } = await importFromAmazon(url.trim());
      navigate(`/producto/${encodeURIComponent(slug)}`);
    } catch (error) {
      setSending(false);
      setProblem(importProblem(error));
      field.current?.focus();
    }
  }

  return (
    <>
      <div className="import-page__intro">
        <p>
          ¿Encontraste algo en amazon.com? Pega aquí el enlace del producto: lo traemos a Tienda con su precio en quetzales, con el envío a
          Guatemala y los impuestos de importación ya incluidos. Después lo compras como cualquier otro producto, con tus formas de pago de
          siempre.
        </p>
        <ul className="import-page__rules">
          <li>Solo productos nuevos: no importamos productos usados.</li>
          <li>No importamos productos de vendedores globales de Amazon.</li>
          <li>El precio puede cambiar si cambia en Amazon; lo ves antes de pagar.</li>
        </ul>
      </div>
      <form className="card import-page__form" onSubmit={submit} noValidate aria-busy={sending || undefined}>
        <div className="field">
          <label htmlFor="amazon-url">Enlace del producto en amazon.com</label>
          <p className="field__hint" id="amazon-url-hint">
            Por ejemplo: https://www.amazon.com/dp/B08N5WRWNW
          </p>
          <input
            ref={field}
            id="amazon-url"
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'amazon-url-hint amazon-url-problem' : 'amazon-url-hint'}
          />
          <p className="field__problem" id="amazon-url-problem" role="alert">
            {problem}
          </p>
        </div>
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {sending ? 'Importando…' : 'Importar producto'}
        </button>
      </form>
      <p className="import-page__help">
        ¿Dudas sobre envíos internacionales? Lee <Link to="/envios-y-devoluciones">Envíos y devoluciones</Link>.
      </p>
    </>
  );
}
