import { useSearchParams } from 'react-router';
import { PageTitle } from '../shared/PageTitle';
import { BackHomeLink } from '../shared/StatusViews';

export default function SearchScreen() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return (
    <div className="notice-page">
      <PageTitle>{query ? `Buscar «${query}»` : 'Buscar'}</PageTitle>
      <p>La búsqueda estará disponible pronto.</p>
      <p>
        <BackHomeLink>Volver al inicio</BackHomeLink>
      </p>
    </div>
  );
}
