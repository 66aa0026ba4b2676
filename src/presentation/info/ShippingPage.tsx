import { Link } from 'react-router';
import { InfoArticle } from './InfoArticle';

export default function ShippingPage() {
  return (
    <InfoArticle
      path="envios-y-devoluciones"
      updated="noviembre de 2026"
      lead="Tienda entrega en toda Guatemala y en Estados Unidos. Antes de pagar ves el costo del envío en quetzales y la fecha estimada de entrega de tu dirección."
    >
      <section aria-labelledby="guatemala">
        <h2 id="guatemala">Envíos dentro de Guatemala</h2>
        <p>
          Enviamos a los 22 departamentos. El plazo empieza a contar cuando el pago está confirmado, y los días hábiles son de lunes a viernes,
          sin feriados. Estos son los plazos y costos de referencia; el costo exacto de tu dirección lo ves antes de pagar:
        </p>
        <table className="info__table">
          <caption className="visually-hidden">Plazos y costos de envío en Guatemala</caption>
          <thead>
            <tr>
              <th scope="col">Destino</th>
              <th scope="col">Plazo estimado</th>
              <th scope="col">Costo</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Ciudad de Guatemala, Mixco, Villa Nueva y municipios vecinos</th>
              <td data-label="Plazo">1 a 2 días hábiles</td>
              <td data-label="Costo">desde Q25</td>
            </tr>
            <tr>
              <th scope="row">Cabeceras departamentales</th>
              <td data-label="Plazo">2 a 4 días hábiles</td>
              <td data-label="Costo">desde Q35</td>
            </tr>
            <tr>
              <th scope="row">Resto del país</th>
              <td data-label="Plazo">3 a 6 días hábiles</td>
              <td data-label="Costo">desde Q45</td>
            </tr>
          </tbody>
        </table>
        <p>
          El envío es gratis cuando tu compra llega a <strong>Q500</strong>, y siempre en los productos con la etiqueta «Envío gratis». El
          carrito te dice cuánto te falta. Algunos productos ofrecen entrega express el mismo día en la Ciudad de Guatemala si compras antes de
          la hora límite que muestra el producto.
        </p>
      </section>

      <section aria-labelledby="recoger">
        <h2 id="recoger">Recoger en un punto de entrega</h2>
        <p>
          Recoger tu pedido en uno de nuestros puntos de entrega no tiene costo. Al pagar eliges el punto y nos dices quién va a recoger (nombre
          y teléfono). Cuando el pedido está listo te avisamos; al recogerlo, muestra el código del pedido y un documento de identificación.
        </p>
        <p>Cada punto muestra su dirección, su horario, si tiene parqueo y si acepta pago al recoger.</p>
      </section>

      <section aria-labelledby="estados-unidos">
        <h2 id="estados-unidos">Envíos a Estados Unidos</h2>
        <ul>
          <li>Enviamos a los 50 estados los productos marcados como de envío internacional. Los demás solo se entregan en Guatemala.</li>
          <li>El plazo estimado es de 5 a 10 días hábiles desde que el pedido sale de Guatemala.</li>
          <li>El costo depende del peso y del destino, y lo ves en quetzales antes de pagar.</li>
          <li>
            La aduana de Estados Unidos puede cobrarle a quien recibe impuestos o aranceles de importación. Tienda no decide esos cargos; cuando
            se puedan estimar, te los mostraremos antes de pagar.
          </li>
        </ul>
      </section>

      <section aria-labelledby="sin-envio">
        <h2 id="sin-envio">Productos que no se envían</h2>
        <ul>
          <li>
            <strong>Libros y juegos digitales:</strong> se descargan desde tu cuenta en cuanto se confirma el pago.
          </li>
          <li>
            <strong>Tarjetas de regalo:</strong> llegan por correo electrónico a quien las regalas, con tu dedicatoria.
          </li>
          <li>
            <strong>Boletos para eventos:</strong> llegan a tu correo y a tu cuenta con un código que se valida en la entrada.
          </li>
          <li>
            <strong>Motocicletas:</strong> se entregan con su documentación en un punto de entrega autorizado en Guatemala; no se envían a
            domicilio ni a Estados Unidos.
          </li>
        </ul>
      </section>

      <section aria-labelledby="devoluciones">
        <h2 id="devoluciones">Devoluciones y cambios</h2>
        <p>
          Puedes pedir la devolución de un producto físico dentro de los <strong>30 días</strong> siguientes a la entrega, si está sin usar, con
          su empaque y sus accesorios. Llévalo a un punto de entrega sin costo, o pide que lo recojan en tu dirección (con el costo de un envío,
          que no pagas si el producto llegó dañado o no era el que pediste).
        </p>
        <h3>No se pueden devolver</h3>
        <ul>
          <li>los productos digitales ya descargados;</li>
          <li>las tarjetas de regalo;</li>
          <li>los boletos, salvo que el evento se cancele;</li>
          <li>los artículos de uso personal abiertos y los productos hechos a tu medida.</li>
        </ul>
        <h3>Reembolsos</h3>
        <p>
          Revisamos el producto en un máximo de 5 días hábiles desde que lo recibimos. El reembolso vuelve a la misma forma de pago: a tu
          tarjeta (tu banco puede tardar de 5 a 15 días hábiles en reflejarlo) o por transferencia, si pagaste contra entrega o con depósito.
        </p>
        <h3>Garantía</h3>
        <p>
          Si un producto falla, tiene la garantía del fabricante que indica su página. Los puntos de entrega marcados para garantías reciben el
          producto y lo envían a revisión.
        </p>
        <p>
          Estas reglas no reemplazan los derechos que la ley te da como consumidor. En Guatemala, la Dirección de Atención y Asistencia al
          Consumidor (DIACO) atiende las quejas de consumidores. Las dudas de pago están en <Link to="/formas-de-pago">Formas de pago</Link>.
        </p>
      </section>
    </InfoArticle>
  );
}
