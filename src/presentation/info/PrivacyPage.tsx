import { Link } from 'react-router';
import { isDemo, useDeployment } from '../app/deployment';
import { InfoArticle } from './InfoArticle';

/** The privacy notice: what the store keeps, where, for what and how to erase it; the demo's reset and shared accounts in the local environment only. */
export default function PrivacyPage() {
  const deployment = useDeployment();
  const demo = isDemo(deployment);
  const providers = Object.keys(deployment.social ?? {}).length > 0;
  return (
    <InfoArticle
      path="privacidad"
      updated="noviembre de 2026"
      lead={`Qué datos guarda Tienda, dónde, para qué y cómo borrarlos. En corto: lo mínimo para que funcionen tu sesión, tu carrito${demo ? ' y tu cuenta de demostración' : ', tu cuenta y tus pedidos'}.`}
    >
      <section aria-labelledby="que-datos">
        <h2 id="que-datos">Qué datos guardamos</h2>
        <dl>
          <dt>Tu sesión</dt>
          <dd>
            Un identificador aleatorio que se crea la primera vez que hace falta: al agregar algo al carrito, al abrir el carrito o la página
            Ingresar, o al navegar dentro de la tienda. Mirar una página no crea nada.
          </dd>
          <dt>Tu carrito</dt>
          <dd>Los productos, las cantidades y las dedicatorias que escribas para un regalo.</dd>
          <dt>Tu cuenta</dt>
          <dd>
            {demo
              ? 'Si ingresas: el nombre, el correo, el teléfono y los puntos de la cuenta de demostración.'
              : 'Si creas una cuenta: tu nombre, tu correo, tu teléfono, tus direcciones, tus datos de factura y tus pedidos. De una tarjeta, nunca el número completo ni el código de seguridad.'}
          </dd>
          <dt>Datos técnicos</dt>
          <dd>
            Con cada solicitud, el servidor recibe la dirección IP y el tipo de navegador. Se usan para proteger la tienda (por ejemplo, para
            frenar intentos repetidos de ingreso) y pueden quedar en sus registros.
          </dd>
        </dl>
      </section>

      <section aria-labelledby="donde">
        <h2 id="donde">Dónde se guardan</h2>
        <p>
          En tu navegador, el almacenamiento local del sitio guarda el identificador de tu sesión; Tienda no usa cookies de publicidad ni de
          rastreo. En el servidor, {demo ? 'una base de datos de la demostración' : 'la base de datos de la tienda'} guarda los carritos, las cuentas y
          los pedidos.
        </p>
      </section>

      <section aria-labelledby="no-hacemos">
        <h2 id="no-hacemos">Lo que no hacemos</h2>
        <ul>
          <li>No mostramos publicidad ni usamos herramientas de analítica o de rastreo.</li>
          <li>
            No cargamos nada de otros sitios: las páginas, las imágenes y el código vienen de la propia tienda
            {providers ? ', salvo el código de Google, Facebook o Apple en la página Ingresar, para ingresar con ellos si lo eliges' : ''}.
          </li>
          <li>No vendemos ni compartimos tus datos con nadie.</li>
        </ul>
      </section>

      <section aria-labelledby="cuanto-tiempo">
        <h2 id="cuanto-tiempo">Cuánto tiempo se guardan</h2>
        <p>
          En tu navegador, hasta que cierres sesión o borres los datos del sitio.{' '}
          {demo
            ? 'En el servidor, hasta que quien opera la demostración reinicie su base de datos, lo que puede pasar en cualquier momento.'
            : 'En el servidor, mientras tengas tu cuenta. Al eliminarla se borran tus datos personales; tus pedidos se conservan, sin tu nombre, correo, teléfono ni dirección exacta, por los importes y los productos que registran.'}
        </p>
      </section>

      <section aria-labelledby="opciones">
        <h2 id="opciones">Tus opciones</h2>
        <ul>
          <li>«Cerrar sesión», al final de Mi cuenta, quita la cuenta de este navegador y empieza un carrito nuevo.</li>
          <li>Borrar los datos del sitio en tu navegador elimina el identificador de tu sesión.</li>
          {demo ? (
            <li>
              En una tienda real podrías pedir ver, corregir o eliminar tus datos escribiendo a su responsable de datos. Esta demostración no
              tiene uno, por eso te pedimos que <strong>no escribas datos personales reales</strong> en ella.
            </li>
          ) : (
            <>
              <li>En Mi cuenta puedes ver y corregir tus datos, tus direcciones y tus datos de factura.</li>
              <li>
                <Link to="/cuenta/eliminar">Eliminar mi cuenta</Link> borra tus datos personales. Para cualquier otra solicitud sobre tus datos,
                escribe a la tienda por los medios de <Link to="/ayuda">Ayuda y contacto</Link>.
              </li>
            </>
          )}
        </ul>
      </section>
    </InfoArticle>
  );
}
