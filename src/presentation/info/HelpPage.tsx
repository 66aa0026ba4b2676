import { Link } from 'react-router';
import { isDemo, useDeployment } from '../app/deployment';
import { InfoArticle } from './InfoArticle';

/** Help and contact. What is said of the demo (its accounts, its made-up contact) is said in the local environment only. */
export default function HelpPage() {
  const demo = isDemo(useDeployment());
  return (
    <InfoArticle
      path="ayuda"
      updated="noviembre de 2026"
      lead={`Las respuestas a las dudas más comunes al comprar en Tienda, qué hacer si algo no funciona y ${demo ? 'cómo sería el contacto con la tienda' : 'cómo comunicarte con la tienda'}.`}
    >
      <section aria-labelledby="como-comprar">
        <h2 id="como-comprar">Cómo comprar</h2>
        <ol>
          <li>Busca un producto con la barra de búsqueda o entra a una categoría desde el menú.</li>
          <li>En la página del producto elige la variante (color, talla, capacidad) y la cantidad. Ahí ves el precio en quetzales y cuántas unidades quedan.</li>
          <li>
            Pulsa «Agregar al carrito». Puedes seguir comprando: el carrito guarda tus productos aunque cierres la página, en este mismo
            navegador.
          </li>
          <li>
            En el <Link to="/carrito">carrito</Link> revisa las cantidades y el total. Si tu compra llega a Q500, el envío dentro de Guatemala
            es gratis.
          </li>
          <li>
            Pulsa «Continuar al pago». Para pagar necesitas ingresar a tu cuenta; si no tienes una, la creas en ese momento y tu carrito se
            conserva.
          </li>
          <li>
            El pago tiene cuatro pasos: <strong>Entrega</strong> (a domicilio, con la fecha estimada y el costo de cada opción, o en un punto
            de entrega con su horario), <strong>Pago</strong> (elige la <Link to="/formas-de-pago">forma de pago</Link>),{' '}
            <strong>Factura</strong> (a tu NIT o como consumidor final) y <strong>Revisar</strong>, donde ves el total y confirmas con «Realizar
            pedido».
          </li>
          <li>
            Tu pedido queda en <Link to="/cuenta/pedidos">Mis pedidos</Link>, con su estado, su seguimiento y, si lo recoges en un punto de
            entrega, el PIN para recogerlo.
          </li>
        </ol>
      </section>

      <section aria-labelledby="cuenta">
        <h2 id="cuenta">Tu cuenta</h2>
        <p>
          No necesitas una cuenta para ver el catálogo ni para llenar tu carrito. Si ingresas, el carrito que armaste se une al de tu cuenta:
          no se pierde ningún producto. Si un producto no puede compartir carrito con los demás (por ejemplo, un libro digital junto a una
          lavadora), queda en un carrito aparte, y la tienda te avisa y te deja abrirlo.
        </p>
        {demo ? (
          <p>
            Para probar la cuenta usa una de las cuentas de demostración que aparecen en la página <Link to="/ingresar">Ingresar</Link>. No
            crees cuentas con tu correo real: todas las cuentas de esta tienda son de prueba.
          </p>
        ) : (
          <p>
            Para crear tu cuenta pulsa «Crear cuenta» en la página <Link to="/ingresar">Ingresar</Link>: te enviamos un código para verificar
            tu correo. Si olvidaste tu contraseña, pide un enlace para cambiarla desde la misma página.
          </p>
        )}
      </section>

      <section aria-labelledby="preguntas">
        <h2 id="preguntas">Preguntas frecuentes</h2>
        <dl>
          <dt>¿En qué moneda están los precios?</dt>
          <dd>
            {demo
              ? 'En quetzales (GTQ), también si compras desde Estados Unidos. En una tienda real los precios mostrados incluirían el IVA; aquí son precios de ejemplo.'
              : 'En quetzales (GTQ), también si compras desde Estados Unidos. El costo del envío se suma aparte, y lo ves antes de confirmar el pedido.'}
          </dd>
          <dt>¿Qué significa «Quedan 3»?</dt>
          <dd>Que solo quedan esas unidades disponibles. El carrito no te deja agregar más de las que hay.</dd>
          <dt>¿Por qué no puedo comprar un producto «Agotado» o «Descontinuado»?</dt>
          <dd>
            «Agotado» quiere decir que por ahora no hay unidades; puede volver. «Descontinuado» quiere decir que el producto ya no se vende.
          </dd>
          <dt>¿Envían a Estados Unidos?</dt>
          <dd>
            Sí, los productos que lo permiten. Los plazos y lo que no se envía están en{' '}
            <Link to="/envios-y-devoluciones">Envíos y devoluciones</Link>.
          </dd>
          <dt>Mi carrito apareció vacío.</dt>
          <dd>
            El carrito de quien no ha ingresado vive en este navegador. Si borraste los datos del sitio o cambiaste de navegador, empieza uno
            nuevo. Ingresa a tu cuenta para encontrar tu carrito en cualquier navegador.
          </dd>
        </dl>
      </section>

      <section aria-labelledby="si-algo-falla">
        <h2 id="si-algo-falla">Si algo falla</h2>
        <ul>
          <li>Si una página dice «Algo salió mal», espera un momento y pulsa «Reintentar» o vuelve a cargar la página.</li>
          <li>Si un producto no se agrega al carrito, revisa el mensaje junto al botón: dice qué pasó, por ejemplo si ya no hay unidades.</li>
          <li>
            Si no puedes ingresar después de varios intentos, espera diez minutos: para proteger las cuentas, la tienda pausa los intentos con
            un mismo correo después de diez fallos seguidos.
          </li>
        </ul>
      </section>

      <section aria-labelledby="contacto">
        <h2 id="contacto">Contacto</h2>
        {demo ? (
          <>
            <p>
              Una tienda real publicaría aquí su teléfono, su correo, un chat y su horario de atención, por ejemplo de lunes a sábado. Tienda
              es una demostración y no tiene un equipo de atención al cliente, así que no publicamos datos de contacto inventados: un mensaje
              enviado a ellos no le llegaría a nadie.
            </p>
            <p>Si encontraste un error en la demostración, cuéntaselo a la persona o al equipo que te compartió este sitio.</p>
          </>
        ) : (
          <>
            <p>
              Si tu duda es sobre un producto, pregúntala en su página, en «Preguntas y respuestas»: te avisamos cuando la respondamos, y la
              respuesta queda publicada para quien tenga la misma duda.
            </p>
            <p>
              Si es sobre un pedido, ábrelo en <Link to="/cuenta/pedidos">Mis pedidos</Link>: ahí ves su seguimiento y puedes cancelarlo
              mientras se pueda, subir la boleta de un depósito o reclamar la garantía de un producto.
            </p>
            <p>
              Para compras de empresa escríbenos desde <Link to="/empresas">Ventas a empresas</Link>, y si quieres vender en Tienda, desde{' '}
              <Link to="/vender">Vende con nosotros</Link>.
            </p>
          </>
        )}
      </section>
    </InfoArticle>
  );
}
