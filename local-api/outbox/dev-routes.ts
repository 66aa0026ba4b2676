import { Hono, type Context } from 'hono';
import { completePasswordReset } from '../auth/password-reset';
import { issueProviderToken, SOCIAL_PROVIDERS, SOCIAL_SCENARIOS, type SocialProvider, type SocialScenario } from '../auth/social';
import { clientAddress } from '../auth/rate-limits';
import type { AppEnv, PasswordDeps } from '../http/context';
import { ApiError } from '../http/errors';
import { listMessages } from './outbox';
import { threeDsDevRoutes } from '../checkout/three-ds';
import { vanaPayDevRoutes } from '../checkout/vana-pay';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A small Spanish page; no script at all (forms and links only). */
function page(c: Context, title: string, body: string, status: 200 | 400 = 200) {
  const html = `<!doctype html><html lang="es-GT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} · Tienda (desarrollo)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
label{display:block;margin:.6rem 0 .2rem}input,select,button{font:inherit;padding:.3rem}.aviso{background:#fff4ce;padding:.6rem}</style></head>
<body><p class="aviso">Página de desarrollo del API local: no existe fuera del entorno local.</p><h1>${escape(title)}</h1>${body}</body></html>`;
  return c.html(html, status, { 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'" });
}

/** A return address on this site only (a path, never `//host` or a full URL): no open redirect. */
function safeReturn(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** localhost, 127.x or [::1]: the only origins the development pages are served for. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
  } catch {
    return false;
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The development pages (`/dev/*`, outside the public API path), mounted only when the server runs with
 * devOutbox (npm start, npm run api, npm run dev): the outbox, the reset-password page and the local
 * social login provider.
 */
export function devRoutes(deps: PasswordDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/outbox.json', (c) => c.json({ messages: listMessages(deps, c.req.query('to') ?? null) }, 200, { 'Cache-Control': 'no-store' }));

  app.get('/outbox', (c) => {
    const to = c.req.query('to') ?? '';
    const messages = listMessages(deps, to || null);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escape(m.created_at)}</td><td>${escape(m.to)}</td><td>${m.channel === 'sms' ? 'SMS' : 'Correo'}</td><td><strong>${escape(m.subject)}</strong><br>${escape(m.body)}${
            m.link ? `<br><a href="${escape(m.link)}">Abrir el enlace</a>` : ''
          }</td></tr>`,
      )
      .join('');
    return page(
      c,
      'Bandeja de salida',
      `<form method="get"><label for="to">Destinatario (correo o teléfono)</label><input id="to" name="to" value="${escape(to)}"> <button>Filtrar</button></form>
<p>${messages.length === 0 ? 'No hay mensajes.' : `Los ${messages.length} mensajes más recientes${to ? ` para ${escape(to)}` : ''}:`}</p>
${messages.length ? `<table><thead><tr><th>Fecha</th><th>Para</th><th>Tipo</th><th>Mensaje</th></tr></thead><tbody>${rows}</tbody></table>` : ''}`,
    );
  });

  const resetForm = (token: string, error = '') =>
    `${error ? `<p role="alert">${escape(error)}</p>` : ''}<form method="post" action="/dev/reset"><input type="hidden" name="token" value="${escape(token)}">
<label for="password">Contraseña nueva</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="128">
<p><button>Cambiar la contraseña</button></p></form>`;

  app.get('/reset', (c) => page(c, 'Cambiar la contraseña', resetForm(c.req.query('token') ?? '')));
  app.post('/reset', async (c) => {
    const form = await c.req.parseBody();
    const token = str(form.token).slice(0, 128);
    try {
      await completePasswordReset(deps, token, str(form.password).slice(0, 129), clientAddress(c));
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return page(c, 'Cambiar la contraseña', resetForm(token, error.userMessage ?? ''), 400);
      throw error;
    }
    return page(c, 'Contraseña cambiada', '<p>Tu contraseña cambió y se cerraron tus sesiones. <a href="/ingresar">Inicia sesión</a> con la nueva.</p>');
  });

  const scenarioLabels: Record<SocialScenario, string> = {
    verified: 'Correo verificado y nombres (LOGGED_IN)',
    unverified: 'Correo sin verificar (EMAIL_AND_NAME_CONFIRMATION_REQUIRED)',
    private: 'Sin correo ni nombres (EMAIL_AND_NAME_CONFIRMATION_REQUIRED)',
    review: 'Cuenta en revisión (PROVIDER_REVIEW_REQUIRED)',
  };
  const providerOf = (value: string | undefined): SocialProvider | null =>
    (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as SocialProvider) : null;

  app.get('/social', (c) => {
    const provider = providerOf(c.req.query('provider'));
    const back = safeReturn(c.req.query('return'));
    if (!provider || !back)
      return page(c, 'Proveedor de inicio de sesión', `<p role="alert">Falta un proveedor válido (${SOCIAL_PROVIDERS.join(', ')}) o una dirección de regreso de este sitio.</p>`, 400);
    const options = SOCIAL_SCENARIOS.map((s, i) => `<label><input type="radio" name="scenario" value="${s}"${i === 0 ? ' checked' : ''}> ${escape(scenarioLabels[s])}</label>`).join('');
    return page(
      c,
      `Iniciar sesión con ${provider}`,
      `<form method="post" action="/dev/social"><input type="hidden" name="provider" value="${provider}"><input type="hidden" name="return" value="${escape(back)}">
<label for="email">Tu cuenta en ${provider} (correo)</label><input id="email" name="email" type="email" required value="social@tienda.test">
<label for="first_name">Nombre</label><input id="first_name" name="first_name" value="Sofía">
<label for="last_name">Apellido</label><input id="last_name" name="last_name" value="Martínez">
<fieldset><legend>Qué entrega el proveedor</legend>${options}</fieldset>
<p><button>Continuar</button> <a href="${escape(back)}#cancelled=1">Cancelar</a></p></form>`,
    );
  });

  app.post('/social', async (c) => {
    const form = await c.req.parseBody();
    const provider = providerOf(str(form.provider));
    const back = safeReturn(str(form.return));
    const scenario = (SOCIAL_SCENARIOS as readonly string[]).includes(str(form.scenario)) ? (str(form.scenario) as SocialScenario) : 'verified';
    const email = str(form.email).trim().slice(0, 254);
    if (!provider || !back || !email) return page(c, 'Proveedor de inicio de sesión', '<p role="alert">Faltan datos: proveedor, correo o dirección de regreso.</p>', 400);
    const token = issueProviderToken(deps, { provider, scenario, email, first_name: str(form.first_name).slice(0, 80), last_name: str(form.last_name).slice(0, 80) });
    // In the fragment: it never reaches a server log or a Referer.
    return c.redirect(`${back}#provider=${provider}&provider_token=${token}`, 303);
  });

  app.post('/social/token', async (c) => {
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      return c.json({ cause: 'apiCallFailed', message: 'La solicitud no es válida: el cuerpo no es JSON válido.' }, 400);
    }
    const provider = providerOf(str(body.provider) || 'google');
    const scenario = str(body.scenario) || 'verified';
    const email = str(body.email).trim().slice(0, 254);
    if (!provider || !(SOCIAL_SCENARIOS as readonly string[]).includes(scenario) || !email)
      return c.json({ cause: 'apiCallFailed', message: `La solicitud no es válida: provider (${SOCIAL_PROVIDERS.join(', ')}), scenario (${SOCIAL_SCENARIOS.join(', ')}) y email.` }, 400);
    const token = issueProviderToken(deps, {
      provider,
      scenario: scenario as SocialScenario,
      email,
      first_name: str(body.first_name).slice(0, 80) || null,
      last_name: str(body.last_name).slice(0, 80) || null,
    });
    return c.json({ token });
  });

  // The local bank's 3-D Secure challenge (/dev/3ds?ref=…): checkout/three-ds.ts.
  app.route('/', threeDsDevRoutes(deps));
  // The simulated Vana Pay wallet (/dev/vana?order=…&ref=…): checkout/vana-pay.ts.
  app.route('/', vanaPayDevRoutes(deps));

  return app;
}
