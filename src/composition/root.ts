import { Container } from 'inversify';
import { accountFeature } from './account';
import { addressesFeature } from './addresses';
import { paymentsFeature } from './payments';
import { pointsFeature } from './points';
import { searchFeature } from './search';
import { vendingFeature } from './vending';
import { productFeature } from './product';
import { reviewsFeature } from './reviews';
import { questionsFeature } from './questions';
import { wishlistsFeature } from './wishlists';
import { cartFeature } from './cart';
import { catalogFeature } from './catalog';
import { checkoutFeature } from './checkout';
import type { TiendaConfig } from './config';
import { coreFeature } from './core';
import { ordersFeature } from './orders';
import { pickupWorkerFeature } from './pickup-worker';
import { formsFeature } from './forms';
import { trackingFeature } from './tracking';
import { warrantyFeature } from './warranty';
import type { Resolve } from './feature';
import { sessionFeature } from './session';

/**
 * Every feature of the library. Each brings its tokens, its ContainerModule
 * and its namespaces on TiendaClient; adding a feature is one entry here.
 */
export const FEATURES = [coreFeature, sessionFeature, catalogFeature, cartFeature, accountFeature, checkoutFeature, ordersFeature, addressesFeature, paymentsFeature, pointsFeature, searchFeature, vendingFeature, productFeature, reviewsFeature, questionsFeature, wishlistsFeature, pickupWorkerFeature, formsFeature, trackingFeature, warrantyFeature] as const;

/** The message of the error `CompositionRoot.get` throws before `assemble`. */
export const NOT_ASSEMBLED_MESSAGE = 'assemble must be called first';

/**
 * The one composition root. `assemble(config)` builds a fresh container
 * from the features' modules (every binding a singleton); `get` before that
 * fails with 'assemble must be called first'. `overrides` binds constants in
 * place of any feature's bindings, which is how tests put fakes in.
 */
export class CompositionRoot {
  private container: Container | null = null;

  /**
   * Builds a fresh container for `config`, every binding a singleton, then binds each entry of `overrides`
   * (a token of {@link TOKENS} and the value to use) as a constant in place of the feature's binding.
   */
  assemble(config: TiendaConfig, overrides: ReadonlyMap<symbol, unknown> = new Map()): this {
    const container = new Container({ defaultScope: 'Singleton' });
    // inversify 8: `load` is synchronous (and throws on an async module); `loadAsync` is the async variant.
    container.load(...FEATURES.map((feature) => feature.module(config)));
    for (const [token, value] of overrides) {
      (container.isBound(token) ? container.rebind(token) : container.bind(token)).toConstantValue(value);
    }
    this.container = container;
    return this;
  }

  /** Whether `assemble` has run since the last `reset`. */
  get isAssembled(): boolean {
    return this.container !== null;
  }

  /** The value bound to `token`; throws {@link NOT_ASSEMBLED_MESSAGE} before `assemble`. */
  get<T>(token: symbol): T {
    return this.assembled().get<T>(token);
  }

  /**
   * Resolves from the container assembled now: a client built on it keeps
   * using that container even if the root is later reassembled or reset.
   */
  resolver(): Resolve {
    const container = this.assembled();
    return (token) => container.get(token);
  }

  /** Forgets the container; `get` fails again until the next assemble. */
  reset(): void {
    this.container = null;
  }

  private assembled(): Container {
    if (!this.container) throw new Error(NOT_ASSEMBLED_MESSAGE);
    return this.container;
  }
}
