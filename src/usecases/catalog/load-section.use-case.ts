import { SORT_ORDERS, UseCaseError, type SectionDetail, type SortOrder } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CatalogRepository } from './catalog.repository';
import { LISTING_PAGE_SIZE } from './browse-products.use-case';

/** Sections detail calls are sorted by name unless asked otherwise (spec section 9). */
export const SECTION_DEFAULT_SORT: SortOrder = 'Name';

export interface SectionView {
  detail: SectionDetail;
  /** The number of pages at this page size (at least 1). */
  pageCount: number;
}

/**
 * One page of all the items of a home, offers or newest section (its "Ver todo"). Refuses a page below 1 or an
 * empty id before any call; a sort order it does not know becomes the default, by name.
 */
export class LoadSectionUseCase {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string, options: { page?: number; sort?: SortOrder } = {}): Promise<SectionView> {
    const page = options.page ?? 1;
    return this.errors.run('loadSection', async () => {
      if (!Number.isInteger(page) || page < 1) throw new UseCaseError('invalidPage', { apiMessage: 'La página debe ser 1 o mayor.' });
      if (id.trim() === '') throw new UseCaseError('notFound', { apiMessage: 'La sección no existe.' });
      const sort = options.sort && (SORT_ORDERS as readonly string[]).includes(options.sort) ? options.sort : SECTION_DEFAULT_SORT;
      const detail = await this.catalog.getSection(id, { page, page_size: LISTING_PAGE_SIZE, sort_by: sort });
      const total = detail.section.total_count ?? detail.section.items.length;
      return { detail, pageCount: Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE)) };
    });
  }
}
