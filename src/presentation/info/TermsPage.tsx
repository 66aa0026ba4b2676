import { Link } from 'react-router';
import { isDemo, useDeployment } from '../app/deployment';
import { InfoArticle } from './InfoArticle';

/** The terms of use. What is said of the demo (made-up catalogue, shared accounts, no real orders) is said in the local environment only. */
export default function TermsPage() {
  const demo = isDemo(useDeployment());
  if (!demo) return <StoreTerms />;
  return (
    <InfoArticle
      path="terminos-y-condiciones"
      updated="noviembre de 2026"
      lead="Estas condiciones explican cómo se puede usar Tienda. Son breves a propósito: Tienda es una demostración, no un comercio."
    >
      <section aria-labelledby="quien">
        <h2 id="quien">Quién ofrece este sitio</h2>
        <p>
          Tienda es un proyecto de demostración de una tienda en línea para Guatemala y Estados Unidos. No es una empresa registrada, no vende
          productos y no celebra contratos de compraventa con nadie. Por eso esta página no es un contrato: describe las reglas de uso del
          sitio.
        </p>
      </section>

      <section aria-labelledby="uso">
        <h2 id="uso">Uso del sitio</h2>
        <ul>
          <li>Puedes navegar, buscar, llenar carritos e ingresar con las cuentas de demostración tanto como quieras.</li>
          <li>No intentes entrar en cuentas ajenas, saturar el sitio con solicitudes automáticas ni alterar su funcionamiento.</li>
          <li>
            Para proteger las cuentas, después de diez intentos fallidos de ingreso con un mismo correo en diez minutos, la tienda pausa los
            intentos por un rato.
          </li>
        </ul>
      </section>

      <section aria-labelledby="productos">
        <h2 id="productos">Productos, precios y disponibilidad</h2>
        <p>
          El catálogo es inventado: las marcas, los autores y los productos existen solo en esta demostración, y cualquier parecido con una marca
          real es coincidencia. Los precios están en quetzales y son de ejemplo. Las existencias («Quedan 3», «Agotado») son datos de prueba y
          pueden cambiar mientras otras personas usan la demostración.
        </p>
      </section>

      <section aria-labelledby="cuentas">
        <h2 id="cuentas">Cuentas</h2>
        <p>
          Las cuentas de demostración son compartidas: cualquiera que use la demostración puede ingresar con ellas y ver o cambiar su carrito. No
          guardes en ellas datos reales. Los datos pueden borrarse en cualquier momento, cuando quien opera la demostración la reinicia.
        </p>
      </section>

      <section aria-labelledby="pedidos">
        <h2 id="pedidos">Pedidos y pagos</h2>
        <p>
          Ningún pedido hecho en Tienda es una compra: no se cobra nada, no se factura y no se envía nada. Las reglas de{' '}
          <Link to="/envios-y-devoluciones">envíos y devoluciones</Link> y las <Link to="/formas-de-pago">formas de pago</Link> muestran
          cómo funcionaría una tienda real, para que la experiencia se parezca a la de una.
        </p>
      </section>

      <section aria-labelledby="licencias">
        <h2 id="licencias">Ilustraciones, íconos y código</h2>
        <p>
          Las ilustraciones de productos, categorías y promociones son de Fluent Emoji de Microsoft (licencia MIT). Los íconos de la interfaz son
          de Lucide (licencia ISC). Ambas licencias permiten usarlos aquí; sus autores no tienen relación con esta demostración.
        </p>
      </section>

      <section aria-labelledby="responsabilidad">
        <h2 id="responsabilidad">Sin garantías</h2>
        <p>
          El sitio se ofrece tal como está, para probar y mostrar cómo funciona una tienda en línea. Puede cambiar, fallar, quedar fuera de
          línea o reiniciar sus datos sin aviso.
        </p>
      </section>

      <ChangesSection />
    </InfoArticle>
  );
}

/** The terms outside the local environment: how the site and its orders work, nothing of the demo. */
function StoreTerms() {
  return (
    <InfoArticle
      path="terminos-y-condiciones"
      updated="noviembre de 2026"
      lead="Estas condiciones explican cómo se usa Tienda: el sitio, tu cuenta, los precios y cómo funcionan los pedidos y los pagos."
    >
      <section aria-labelledby="uso">
        <h2 id="uso">Uso del sitio</h2>
        <ul>
          <li>Puedes navegar, buscar y llenar tu carrito sin crear una cuenta; para realizar un pedido necesitas ingresar.</li>
          <li>No intentes entrar en cuentas ajenas, saturar el sitio con solicitudes automáticas ni alterar su funcionamiento.</li>
          <li>Para proteger las cuentas, después de varios intentos fallidos de ingreso la tienda pausa los intentos por un rato.</li>
        </ul>
      </section>

      <section aria-labelledby="productos">
        <h2 id="productos">Productos, precios y disponibilidad</h2>
        <p>
          Los precios están en quetzales. Las existencias se confirman al realizar el pedido: si un producto se agota, la tienda te lo dice
          antes de cobrar, y si falta una unidad de un pedido ya hecho, te ofrece enviar lo disponible o quitar lo que falta.
        </p>
      </section>

      <section aria-labelledby="cuentas">
        <h2 id="cuentas">Tu cuenta</h2>
        <p>
          Tu cuenta es personal: guarda tu contraseña y no la compartas. Puedes eliminarla cuando quieras desde Mi cuenta; antes de hacerlo, la
          tienda te dice qué pasa con tus pedidos.
        </p>
      </section>

      <section aria-labelledby="pedidos">
        <h2 id="pedidos">Pedidos y pagos</h2>
        <p>
          Un pedido queda hecho cuando confirmas «Realizar pedido» y la tienda te muestra su número. Cómo se paga, se envía, se cancela o se
          devuelve está en <Link to="/formas-de-pago">formas de pago</Link> y <Link to="/envios-y-devoluciones">envíos y devoluciones</Link>,
          y el estado de cada pedido, en Mis pedidos.
        </p>
      </section>

      <section aria-labelledby="licencias">
        <h2 id="licencias">Ilustraciones e íconos</h2>
        <p>
          Las ilustraciones de productos, categorías y promociones son de Fluent Emoji de Microsoft (licencia MIT). Los íconos de la interfaz son
          de Lucide (licencia ISC).
        </p>
      </section>

      <ChangesSection />
    </InfoArticle>
  );
}

/** How changes to the terms are announced, and where the privacy notice is: the same in every environment. */
function ChangesSection() {
  return (
    <section aria-labelledby="cambios">
      <h2 id="cambios">Cambios a estas condiciones</h2>
      <p>
        Si estas condiciones cambian, también cambia la fecha de revisión al inicio de esta página. Lo que hacemos con tus datos está en el{' '}
        <Link to="/privacidad">aviso de privacidad</Link>.
      </p>
    </section>
  );
}
