import './home.css';
import './offers.css';
import { useEffect } from 'react';
import { Link, useLoaderData, useLocation, useNavigation } from 'react-router';
import { PageTitle } from '../shared/PageTitle';
import { BackHomeLink, EmptyState } from '../shared/StatusViews';
import { HomeSectionView } from './HomeSections';
import { OFFERS_PAGES, type OffersData, type OffersKind } from './offers.loader';

const INTRO: Record<OffersKind, string> = {
  offers: 'Descuentos vigentes y ofertas relámpago de toda la tienda.',
  newest: 'Lo último que llegó a la tienda, por categoría.',
};

const EMPTY: Record<OffersKind, string> = {
  offers: 'No hay ofertas en este momento. Vuelve pronto.',
  newest: 'Todavía no hay novedades. Vuelve pronto.',
};

/** The offers (`/ofertas`) or newest (`/novedades`) page: its sections, drawn like the home's, page after page. */
export default function OffersScreen({ kind }: { kind: OffersKind }) {
  const { pages, hasMoreSections } = useLoaderData() as OffersData;
  const { title } = OFFERS_PAGES[kind];
  const location = useLocation();
  const navigation = useNavigation();
  const loadingMore = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const shown = pages.length;
  const empty = pages.every((page) => page.sections.length === 0);

  // After «Ver más secciones», the focus goes to the first of the new sections (the button may be gone).
  useEffect(() => {
    if ((location.state as { more?: boolean } | null)?.more) document.getElementById(`secciones-${shown}`)?.focus();
  }, [location.key, location.state, shown]);

  return (
    <div className="home offers">
      <header className="offers__head">
        <PageTitle>{title}</PageTitle>
        <p className="offers__intro">{INTRO[kind]}</p>
      </header>
      {empty ? (
        <EmptyState action={<BackHomeLink>Seguir comprando</BackHomeLink>}>{EMPTY[kind]}</EmptyState>
      ) : (
        pages.map((page, index) => (
          // Each page of sections can take the focus, so the shopper lands on the new ones.
          <div key={index} id={`secciones-${index + 1}`} tabIndex={-1} className="offers__page">
            {page.sections.map((section) => (
              <HomeSectionView key={`${section.type}-${section.section_id}`} section={section} pinned={page.pinnedBanners[String(section.section_id)] ?? []} />
            ))}
          </div>
        ))
      )}
      {hasMoreSections && !empty ? (
        <div className="offers__more">
          <Link
            to={`?pagina=${shown + 1}`}
            state={{ more: true }}
            preventScrollReset
            className="button button--secondary"
            aria-disabled={loadingMore || undefined}
          >
            {loadingMore ? 'Cargando…' : 'Ver más secciones'}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
