import './info.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isDemo, useDeployment } from '../app/deployment';
import { PageTitle } from '../shared/PageTitle';
import { INFO_PAGES } from './info-pages';

/**
 * The frame of an information page: its title and lead, in the local environment a plain statement
 * that the store is a demonstration, the sections, and links to the other pages.
 */
export function InfoArticle({ path, lead, updated, children }: { path: string; lead: ReactNode; updated: string; children: ReactNode }) {
  const page = INFO_PAGES.find((candidate) => candidate.path === path)!;
  const others = INFO_PAGES.filter((candidate) => candidate.path !== path);
  const demo = isDemo(useDeployment());
  return (
    <article className="info">
      <header className="info__header">
        <span className={`icon icon--${page.icon} info__icon`} aria-hidden="true" />
        <PageTitle documentTitle={page.title}>{page.title}</PageTitle>
        <p className="info__lead">{lead}</p>
        <p className="info__updated">Última revisión: {updated}</p>
      </header>
      {demo ? (
        <aside className="info__demo" aria-label="Tienda de demostración">
          <span className="icon icon--info" aria-hidden="true" />
          <p>
            <strong>Tienda es una tienda de demostración.</strong> Los productos, precios y cuentas son de prueba: nadie cobra, nadie envía
            paquetes y ningún pedido es real. Esta página describe cómo funcionaría el servicio para que la tienda se vea y se use como una
            de verdad.
          </p>
        </aside>
      ) : null}
      <div className="info__body">{children}</div>
      <nav className="info__more" aria-label="Más información">
        <h2>Más información</h2>
        <ul>
          {others.map((other) => (
            <li key={other.path}>
              <Link to={`/${other.path}`}>
                <span className={`icon icon--${other.icon}`} aria-hidden="true" />
                {other.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
