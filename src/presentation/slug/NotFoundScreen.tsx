import { PageTitle } from '../shared/PageTitle';
import { BackHomeLink } from '../shared/StatusViews';

/** The 404 page, for unknown slugs and unknown paths. */
export default function NotFoundScreen() {
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <PageTitle>No encontramos esta página</PageTitle>
      <p>Es posible que el enlace esté mal escrito o que la página ya no exista.</p>
      <p>
        <BackHomeLink>Ir al inicio</BackHomeLink>
      </p>
    </div>
  );
}
