import { PageTitle } from '../shared/PageTitle';
import { BackHomeLink } from '../shared/StatusViews';

/** /s/:shortId when the link names nothing (a product's link never renders: it redirects). */
export default function ShareLinkScreen() {
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <PageTitle>Este enlace no funciona</PageTitle>
      <p>No encontramos lo que te compartieron: es posible que el enlace esté incompleto o que el producto ya no exista.</p>
      <p>
        <BackHomeLink>Ir al inicio</BackHomeLink>
      </p>
    </div>
  );
}
