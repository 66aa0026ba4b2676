import { createContext, useContext, type ReactNode } from 'react';
import { isEnvironment, type Environment } from '../../domain/shared/environment';

/** The social sign-in providers a deployment may configure, in the order the login page shows them. */
export const SOCIAL_PROVIDER_IDS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/** One provider's web SDK, as the deployment configures it (public values only: a client id is no secret). */
export interface SocialProviderSettings {
  /** Google's OAuth client id, Facebook's app id, Apple's Services ID. */
  clientId: string;
  /** Where the provider's script is loaded from (its own CDN by default; a stand-in in tests). */
  scriptUrl: string;
  /** Apple only: the return URL registered with the Services ID (the popup flow still asks for one). */
  redirectUri?: string;
}

/**
 * What the server tells the browser about where it runs, chosen when the server starts (`TIENDA_ENV`,
 * docs/deployment.md), not when the UI is built: one build serves every environment.
 */
export interface Deployment {
  environment: Environment;
  /** The API root the browser calls; null: the page's own origin + /api/public (the local API beside the store). */
  apiRoot: string | null;
  /** The configured providers; one without a client id is absent and not offered. */
  social: Partial<Record<SocialProviderId, SocialProviderSettings>>;
}

/** `npm start` and `npm run dev`: the local API beside the store, its demo accounts and development pages. */
export const LOCAL_DEPLOYMENT: Deployment = { environment: 'local', apiRoot: null, social: {} };

/** The id of the inert JSON element that carries the deployment to the browser (written only outside the default). */
export const DEPLOYMENT_DATA_ID = 'tienda-deployment';

/** The store shows its demo (accounts, notices, development pages) in the local environment only. */
export const isDemo = (deployment: Deployment) => deployment.environment === 'local';

/**
 * The deployment the page carries (the JSON of DEPLOYMENT_DATA_ID, written by this store's own server, which checked
 * every value when it started), or null when it is absent or unreadable. Kept small: it is in every page's entry.
 */
export function readDeployment(text: string | null | undefined): Deployment | null {
  try {
    const value = text ? (JSON.parse(text) as Deployment) : null;
    return value && isEnvironment(value.environment) ? value : null;
  } catch {
    return null;
  }
}

const DeploymentContext = createContext<Deployment>(LOCAL_DEPLOYMENT);

/** Gives the screens the deployment: the same value on the server and in the browser, so hydration matches. */
export function DeploymentProvider({ value, children }: { value: Deployment; children: ReactNode }) {
  return <DeploymentContext.Provider value={value}>{children}</DeploymentContext.Provider>;
}

/** The deployment the page was served for (local when nothing says otherwise). */
export function useDeployment(): Deployment {
  return useContext(DeploymentContext);
}
