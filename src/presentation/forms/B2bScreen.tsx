import { Link } from 'react-router';
import { b2bProblems, COMPANY_SIZE_LABELS, COMPANY_SIZES, type B2bField } from '../../domain/forms/form-rules';
import { useBusinessForms } from './use-business-forms';
import { BusinessPage, type FieldSpec } from './BusinessForm';


const FIELDS: readonly FieldSpec<B2bField>[] = [
  { name: 'full_name', label: 'Nombre completo', autoComplete: 'name', maxLength: 120 },
  { name: 'email', label: 'Correo electrónico', type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'phone_number', label: 'Teléfono', hint: '8 dígitos en Guatemala, o con + y el código de tu país.', type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 25 },
  { name: 'company', label: 'Empresa', autoComplete: 'organization', maxLength: 120 },
  { name: 'company_size', label: 'Tamaño de la empresa', options: [['', 'Elige cuántos empleados tiene'], ...COMPANY_SIZES.map((size) => [size, COMPANY_SIZE_LABELS[size]] as const)] },
  { name: 'industry', label: 'Sector', hint: 'Por ejemplo: restaurantes, educación, construcción, salud.', maxLength: 80 },
];

/** `/empresas`: ventas a empresas — the B2B enquiry, server-rendered, sent with tienda.forms.b2b. */
export default function B2bScreen() {
  const forms = useBusinessForms();
  return (
    <BusinessPage
      title="Ventas a empresas"
      lead="¿Compras para tu empresa, tu oficina o tu negocio? Te atendemos con un asesor de ventas a empresas."
      points={[
        ['receipt', 'Factura con el NIT de tu empresa.'],
        ['badge-percent', 'Precios por volumen y cotizaciones a tu medida.'],
        ['truck', 'Entregas a tus oficinas en toda Guatemala.'],
      ]}
      note={
        <>
          Déjanos tus datos y te contactamos en 2 días hábiles. ¿Quieres vender tus productos en Tienda? <Link to="/vender">Vende con nosotros</Link>.
        </>
      }
      id="b2b"
      fields={FIELDS}
      problemsOf={b2bProblems}
      send={(values) => forms.b2b(values)}
    />
  );
}
