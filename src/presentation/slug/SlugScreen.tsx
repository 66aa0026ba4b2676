import { Navigate, useParams } from 'react-router';
import { useTienda } from '../app/tienda-context';
import { PageTitle } from '../shared/PageTitle';
import { ErrorState, Loading } from '../shared/StatusViews';
import { useAsync } from '../shared/use-async';
import NotFoundScreen from './NotFoundScreen';
import { pathForSlug } from './slug-route';

/** /:slug: asks what the slug names and goes there, or shows the 404 page. */
export default function SlugScreen() {
  const { slug = '' } = useParams();
  const client = useTienda();
  const resolution = useAsync(() => client.resolveSlug.execute(slug), [client, slug]);

  if (resolution.status === 'error') {
    return (
      <>
        <PageTitle>Página</PageTitle>
        <ErrorState error={resolution.error} onRetry={resolution.retry} />
      </>
    );
  }
  if (resolution.status === 'loading' || !resolution.data) return <Loading label="Buscando la página…" skeleton="none" />;
  const path = pathForSlug(resolution.data);
  return path ? <Navigate to={path} replace /> : <NotFoundScreen />;
}
