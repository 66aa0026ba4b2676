import { useTienda } from '../app/tienda-context';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { useAsync } from '../shared/use-async';
import { HomeSectionView } from './HomeSections';

export default function HomeScreen() {
  const client = useTienda();
  const home = useAsync(() => client.loadHome.execute(), [client]);
  return (
    <div className="home">
      <div className="visually-hidden">
        <PageTitle documentTitle="Inicio">Tienda: compra en línea en Guatemala</PageTitle>
      </div>
      {home.status === 'error' ? (
        <ErrorState error={home.error} onRetry={home.retry} subject="la página de inicio" />
      ) : !home.data ? (
        <Loading label="Cargando la página de inicio…" skeleton="grid" />
      ) : home.data.sections.length === 0 ? (
        <EmptyState>Pronto tendremos novedades para ti.</EmptyState>
      ) : (
        home.data.sections.map((section) => (
          <HomeSectionView
            key={`${section.type}-${section.section_id}`}
            section={section}
            pinned={home.data?.pinnedBanners[String(section.section_id)] ?? []}
          />
        ))
      )}
    </div>
  );
}
