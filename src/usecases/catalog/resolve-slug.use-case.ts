import type { SlugResolution } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CatalogRepository } from './catalog.repository';

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * Resolves a slug to the kind of page it names. An unknown slug, an unknown
 * kind and a malformed slug all resolve to NOT_FOUND; other failures are errors.
 */
export class ResolveSlugUseCase {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(slug: string): Promise<SlugResolution> {
    const clean = slug.trim();
    const notFound: SlugResolution = { page_type: 'NOT_FOUND', slug: clean, id: null };
    if (!SLUG_PATTERN.test(clean)) return notFound;
    try {
      return await this.catalog.resolveSlug(clean);
    } catch (error) {
      const failure = this.errors.handle(error, 'resolveSlug');
      if (failure.cause === 'notFound') return notFound;
      throw failure;
    }
  }
}
