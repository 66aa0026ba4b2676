/**
 * How a feature keeps its code out of every page's library: its module (in
 * the library chunk) binds only tokens, stores and these small proxies; its
 * use-case classes, repositories and their dependency table live in an
 * on-demand chunk, imported on the feature's first call. Each new feature
 * costs the library a list of names and one import, not its code.
 */
import type { ResolutionContext } from 'inversify';
import type { ErrorHandler } from '../usecases/shared/error-handler';
import { CORE_TOKENS } from './core/core.tokens';
import { lazyExecute, type Resolve } from './feature';

type UseCase = { execute(...args: unknown[]): Promise<unknown> };
type Constructor = new (...args: never[]) => unknown;

/** What a feature's on-demand chunk exports for its use cases. */
export interface OnDemandUseCases<Member extends string> {
  /** Each member of the feature's namespace and its use case's class. */
  USE_CASE_CLASSES: Record<Member, Constructor>;
  /** What each class's constructor takes, in order; the error handler follows, except for WITHOUT_ERROR_HANDLER. */
  DEPENDENCIES: Record<Member, readonly symbol[]>;
  WITHOUT_ERROR_HANDLER?: readonly Member[];
}

/** `import()` once; a failed load is forgotten, so the next call tries again (a chunk that failed to download). */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let code: Promise<T> | null = null;
  return () =>
    (code ??= load().catch((error: unknown) => {
      code = null;
      throw error;
    }));
}

/**
 * A use case whose class loads on its first `execute`, built then with its dependencies resolved from the
 * container; a failed load is reported (context `feature`) and tried again on the next call.
 */
export function onDemandUseCase<Member extends string>(
  member: Member,
  context: ResolutionContext,
  load: () => Promise<OnDemandUseCases<Member>>,
  feature: string,
): UseCase {
  let useCase: Promise<UseCase> | null = null;
  const errors = context.get<ErrorHandler>(CORE_TOKENS.ErrorHandler);
  return {
    async execute(...input) {
      useCase ??= load().then(({ USE_CASE_CLASSES, DEPENDENCIES, WITHOUT_ERROR_HANDLER = [] }) => {
        const args = DEPENDENCIES[member].map((token) => context.get(token));
        const Type = USE_CASE_CLASSES[member] as unknown as new (...a: unknown[]) => UseCase;
        return new Type(...args, ...(WITHOUT_ERROR_HANDLER.includes(member) ? [] : [errors]));
      });
      const target = await useCase.catch((error: unknown) => {
        useCase = null;
        throw errors.handle(error, feature);
      });
      return target.execute(...input);
    },
  };
}

/** A repository whose implementation loads with its first call: every method is async, and it is not a thenable. */
export function onDemandRepository<R extends object>(create: () => Promise<R>): R {
  let repository: Promise<R> | null = null;
  return new Proxy({} as R, {
    get: (_target, name) =>
      typeof name !== 'string' || name === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            repository ??= create().catch((error: unknown) => {
              repository = null;
              throw error;
            });
            const target = (await repository) as unknown as Record<PropertyKey, (...a: unknown[]) => Promise<unknown>>;
            return target[name]!(...args);
          },
  });
}

/**
 * A feature's tokens, built from names (so the library carries each name once): `Symbol.for('tienda.<Name>')`
 * for each of `others` and for each use-case member, capitalised (`signUp` → `SignUp`).
 */
export function featureTokens<Other extends string, Member extends string>(
  others: readonly Other[],
  members: readonly Member[],
): { readonly [K in Other | Capitalize<Member>]: symbol } {
  return Object.freeze(
    Object.fromEntries([...others, ...members.map(capitalize)].map((name) => [name, Symbol.for(`tienda.${name}`)])),
  ) as { readonly [K in Other | Capitalize<Member>]: symbol };
}

export function capitalize<S extends string>(name: S): Capitalize<S> {
  return (name[0]!.toUpperCase() + name.slice(1)) as Capitalize<S>;
}

/** A feature's namespace: one member per use case, each resolving its use case on the first call. */
export function useCaseMembers<Member extends string>(resolve: Resolve, members: readonly Member[], tokenOf: (member: Member) => symbol): Record<Member, unknown> {
  const namespace = {} as Record<Member, unknown>;
  for (const member of members) namespace[member] = lazyExecute(resolve, tokenOf(member));
  return namespace;
}
