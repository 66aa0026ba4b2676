import { pickPinnedBannerPositions, sortSections, type HomeSection } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CatalogRepository, HomePageKind } from './catalog.repository';

/** The home page as `tienda.catalog.loadHome` answers it: its sections and the banners pinned for this visit. */
export interface HomeView {
  sections: HomeSection[];
  /** Per BANNERS section id: the banner positions pinned for this visit (spec section 9). */
  pinnedBanners: Record<string, number[]>;
  hasMoreSections: boolean;
}

/** Default number of sections asked for in one page. */
export const HOME_PAGE_SIZE = 20;

/**
 * Loads the home (or offers, or newest) page: sections in their sort
 * order, empty product sections left out, and for each banners section
 * with 3 or more banners, 2 random positions pinned, never position 0.
 * A recently viewed section is kept even when empty: its products are the
 * asking session's, so a shell shows the shopper's own
 * (`tienda.catalog.recentlyViewed()`) in its place, whoever loaded the page.
 */
export class LoadHomeUseCase {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly errors: ErrorHandler,
    private readonly random: () => number = Math.random,
  ) {}

  async execute(options: { kind?: HomePageKind; page?: number; pageSize?: number } = {}): Promise<HomeView> {
    const { kind = 'home', page = 1, pageSize = HOME_PAGE_SIZE } = options;
    const answer = await this.errors.run('loadHome', () => this.catalog.getSectionsPage(kind, page, pageSize));
    const sections = sortSections(answer.sections).filter((section) => section.items.length > 0 || section.type === 'PRODUCTS_RECENTLY_VIEWED');
    const pinnedBanners: Record<string, number[]> = {};
    for (const section of sections) {
      if (section.type === 'BANNERS') {
        pinnedBanners[String(section.section_id)] = pickPinnedBannerPositions(section.items.length, this.random);
      }
    }
    return { sections, pinnedBanners, hasMoreSections: answer.has_more_sections };
  }
}
