import { Link } from 'react-router';
import { SELLER_CATEGORIES, sellerProblems, type SellerField } from '../../domain/forms/form-rules';
import { useBusinessForms } from './use-business-forms';
import { BusinessPage, type FieldSpec } from './BusinessForm';

const FIELDS: readonly FieldSpec<SellerField>[] = [
  { name: 'full_name', label: 'Nombre completo', autoComplete: 'name', maxLength: 120 },
  { name: 'email', label: 'Correo electrónico', type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'phone_number', label: 'Teléfono', hint: '8 dígitos en Guatemala, o con + y el código de tu país.', type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 25 },
  { name: 'company', label: 'Nombre del negocio', autoComplete: 'organization', maxLength: 120 },
  { name: 'category', label: 'Qué vendes', options: [['', 'Elige una categoría'], ...SELLER_CATEGORIES.map((category) => [category, category] as const)] },
  { name: 'business_tax_id', label: 'NIT del negocio', hint: 'Con su dígito verificador, por ejemplo 1234567-9.', autoComplete: 'off', maxLength: 20 },
  { name: 'social_media', label: 'Redes sociales o sitio web', hint: 'Un enlace (https://…) o tu usuario (@tunegocio).', inputMode: 'url', autoComplete: 'url', maxLength: 200, optional: true },
];

/** `/vender`: the seller sign-up, server-rendered, sent with tienda.forms.sellerSignup (a blank social link is left out). */
export default function SellerScreen() {
  const forms = useBusinessForms();
  return (
    <BusinessPage
      title="Vende con nosotros"
      lead="¿Tienes un negocio? Vende tus productos en Tienda y llega a compradores de toda Guatemala."
      points={[
        ['store', 'Tu catálogo junto al de Tienda, con tu marca.'],
        ['truck', 'Nosotros cobramos y entregamos; tú preparas los pedidos.'],
        ['receipt', 'Necesitas el NIT de tu negocio para facturar.'],
      ]}
      note={
        <>
          Revisamos cada solicitud y te escribimos pronto. ¿Quieres comprar para tu empresa? <Link to="/empresas">Ventas a empresas</Link>.
        </>
      }
      id="seller"
      fields={FIELDS}
      problemsOf={sellerProblems}
      send={(values) => forms.sellerSignup(values)}
    />
  );
}
