import './home.css';
import { PageTitle } from '../shared/PageTitle';
import { RecentlyViewedShelf } from '../recently-viewed/RecentlyViewedShelf';
import { EmptyState } from '../shared/StatusViews';
import { HomeSectionView } from './HomeSections';
import { useHome } from './use-home';
import { useJsonWhenNear } from '../shared/use-json-when-near';
import type { HomeView } from '../../index';
import { HOME_LATER_PATH } from './home.loader';

/** Home's «Vistos recientemente»: the shopper's own, filled in the browser. */
const shelf = (headingId: string) => <RecentlyViewedShelf headingId={headingId} />;

/** The home page's sections, from the route loader (rendered on the server for a first visit). */
export default function HomeScreen() {
  const home = useHome();
  return (
    <div className="home">
      <div className="visually-hidden">
        <PageTitle documentTitle="Inicio">Tienda: compra en línea en Guatemala</PageTitle>
      </div>
      {home.sections.length === 0 ? (
        <EmptyState>Pronto tendremos novedades para ti.</EmptyState>
      ) : (
        // No Suspense boundary here: React's streaming renderer may send a large boundary's content
        // after the shell, to be moved into place by a script, which breaks the page without JS and shifts it.
        <>
          {home.sections.map((section) => (
            <HomeSectionView
              key={`${section.type}-${section.section_id}`}
              section={section}
              pinned={home.pinnedBanners[String(section.section_id)] ?? []}
              recentlyViewed={shelf}
            />
          ))}
          {home.later ? <LaterSections /> : null}
        </>
      )}
    </div>
  );
}

/** The sections the server's render left out (home.loader.ts), read as the shopper nears them. */
function LaterSections() {
  const { data: later, sentinel } = useJsonWhenNear<HomeView>(HOME_LATER_PATH, '400px');
  if (!later) return <div ref={sentinel} className="home__later" />;
  return later.sections.map((section) => (
    <HomeSectionView key={`${section.type}-${section.section_id}`} section={section} pinned={later.pinnedBanners[String(section.section_id)] ?? []} recentlyViewed={shelf} />
  ));
}
