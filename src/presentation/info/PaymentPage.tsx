import { Link } from 'react-router';
import { isDemo, useDeployment } from '../app/deployment';
import { InfoArticle } from './InfoArticle';

/** How to pay: every method the checkout offers; the demo's test cards in the local environment only. */
export default function PaymentPage() {
  const demo = isDemo(useDeployment());
  return (
    <InfoArticle
      path="formas-de-pago"
      updated="noviembre de 2026"
      lead="Todos los precios de Tienda están en quetzales (GTQ) y así se cobran. Estas son las formas de pago y lo que puedes esperar de cada una."
    >
      <section aria-labelledby="tarjeta">
        <h2 id="tarjeta">Tarjeta de crédito o débito</h2>
        <p>
          Aceptamos tarjetas Visa y Mastercard de bancos de Guatemala y del extranjero. El cargo se hace al confirmar el pedido, por el total
          que ves en el resumen.
        </p>
        <p>
          Tu banco puede pedirte que confirmes la compra con un código o en su aplicación (3-D Secure). Ese paso es de tu banco y protege tu
          tarjeta; si no lo completas, el pago no se hace.
        </p>
        <p>
          Tienda no guarda el número completo ni el código de seguridad de tu tarjeta. Si eliges recordarla, solo se guardan los últimos cuatro
          dígitos y una referencia del procesador de pagos, para que no tengas que escribirla otra vez.
        </p>
      </section>

      <section aria-labelledby="cuotas">
        <h2 id="cuotas">Pago en cuotas</h2>
        <p>
          Con tarjetas de crédito de bancos participantes puedes pagar en cuotas mensuales. Antes de confirmar ves el banco, el número de
          cuotas, el monto de cada una y el recargo, si lo hay. Las cuotas se calculan sobre el subtotal más el envío, menos los cupones y las
          tarjetas de regalo que apliques.
        </p>
      </section>

      <section aria-labelledby="contra-entrega">
        <h2 id="contra-entrega">Pago contra entrega</h2>
        <p>
          En los puntos de entrega que lo indican puedes pagar al recoger tu pedido. El punto de entrega muestra si acepta efectivo, tarjeta o
          ambos.
        </p>
      </section>

      <section aria-labelledby="deposito">
        <h2 id="deposito">Depósito o transferencia bancaria</h2>
        <p>
          Al confirmar el pedido recibes el monto y las instrucciones para depositar o transferir. Preparamos el pedido cuando el banco confirma
          el pago; si te lo pedimos, sube la foto de la boleta de depósito en tu pedido. Si el pago no llega en 3 días hábiles, el pedido se
          cancela y las unidades vuelven a estar disponibles.
        </p>
      </section>

      <section aria-labelledby="regalo">
        <h2 id="regalo">Tarjetas de regalo y cupones</h2>
        <ul>
          <li>
            Una tarjeta de regalo tiene un código de cuatro grupos de letras separados por guiones. Su saldo se descuenta del total; si no
            alcanza, pagas la diferencia con otra forma de pago.
          </li>
          <li>Un cupón da un descuento en los productos o en el envío que indica. Sus condiciones se muestran al aplicarlo.</li>
          <li>Las tarjetas de regalo no se cambian por dinero en efectivo.</li>
        </ul>
      </section>

      <section aria-labelledby="desde-estados-unidos">
        <h2 id="desde-estados-unidos">Si pagas desde Estados Unidos</h2>
        <p>
          El cargo se hace en quetzales. Tu banco lo convierte a dólares con su tipo de cambio y puede cobrar una comisión por compras en el
          extranjero; consulta con tu banco antes de comprar. Los envíos a Estados Unidos se explican en{' '}
          <Link to="/envios-y-devoluciones">Envíos y devoluciones</Link>.
        </p>
      </section>

      <section aria-labelledby="factura">
        <h2 id="factura">Factura</h2>
        <p>
          Puedes pedir la factura a nombre de tu NIT o como consumidor final (CF). La factura electrónica llega a tu correo y queda en el detalle
          de tu pedido.
        </p>
      </section>

      {demo ? (
        <section aria-labelledby="demostracion">
          <h2 id="demostracion">En esta demostración</h2>
          <p>
            Ningún pago es real: los cargos van a un banco simulado. Paga solo con las tarjetas de prueba que indica la documentación de la
            demostración (por ejemplo 4111 1111 1111 1111, con cualquier fecha futura y cualquier código).{' '}
            <strong>Nunca escribas aquí los datos de una tarjeta real.</strong>
          </p>
        </section>
      ) : (
        <section aria-labelledby="seguridad">
          <h2 id="seguridad">Pagos seguros</h2>
          <p>
            Los datos de tu tarjeta viajan cifrados al procesador de pagos y nunca quedan guardados completos en Tienda. Tienda nunca te pide
            el código de seguridad ni tu PIN por correo, teléfono o mensaje: si alguien lo hace en nombre de la tienda, no lo compartas.
          </p>
        </section>
      )}
    </InfoArticle>
  );
}
