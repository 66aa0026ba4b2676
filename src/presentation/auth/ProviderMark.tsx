import type { SocialProviderId } from './auth-paths';

/**
 * Each provider's own mark beside «Continuar con …», as its brand guidelines ask (Google's four-colour «G»,
 * Facebook's «f» in its blue circle, Apple's logo in black, as its guidelines ask: black or white only). Decorative: the button's text names it.
 */
export function ProviderMark({ id }: { id: SocialProviderId }) {
  if (id === 'google') {
    return (
      <svg className="auth__mark" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false" data-mark="google">
        <path className="auth__mark-google-red" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
        <path className="auth__mark-google-blue" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
        <path className="auth__mark-google-yellow" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
        <path className="auth__mark-google-green" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
      </svg>
    );
  }
  if (id === 'facebook') {
    return (
      <svg className="auth__mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-mark="facebook">
        <path
          className="auth__mark-facebook"
          d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
        />
      </svg>
    );
  }
  return (
    <svg className="auth__mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-mark="apple">
      <path
        className="auth__mark-apple"
        d="M17.05 20.28c-.98.95-2.05.8-3.08.35-1.09-.46-2.09-.48-3.24 0-1.44.62-2.2.44-3.06-.35C2.79 15.25 3.51 7.59 9.05 7.31c1.35.07 2.29.74 3.08.8 1.18-.24 2.31-.93 3.57-.84 1.51.12 2.65.72 3.4 1.8-3.12 1.87-2.38 5.98.48 7.13-.57 1.5-1.31 2.99-2.54 4.09zM12.03 7.25c-.15-2.23 1.66-4.07 3.74-4.25.29 2.58-2.34 4.5-3.74 4.25z"
      />
    </svg>
  );
}
