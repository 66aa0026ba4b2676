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

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The deployment the page carries (the JSON of DEPLOYMENT_DATA_ID), or null when it is absent or not one. */
export function parseDeployment(text: string | null | undefined): Deployment | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const raw = value as { environment?: unknown; apiRoot?: unknown; social?: unknown };
  if (!isEnvironment(raw.environment)) return null;
  if (raw.apiRoot !== null && !isHttpUrl(raw.apiRoot)) return null;
  const social: Deployment['social'] = {};
  const given = raw.social && typeof raw.social === 'object' ? (raw.social as Record<string, unknown>) : {};
  for (const id of SOCIAL_PROVIDER_IDS) {
    const entry = given[id] as Partial<SocialProviderSettings> | undefined;
    if (!entry || typeof entry.clientId !== 'string' || !entry.clientId || !isHttpUrl(entry.scriptUrl)) continue;
    social[id] = { clientId: entry.clientId, scriptUrl: entry.scriptUrl, ...(isHttpUrl(entry.redirectUri) ? { redirectUri: entry.redirectUri } : {}) };
  }
  return { environment: raw.environment, apiRoot: raw.apiRoot, social };
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
