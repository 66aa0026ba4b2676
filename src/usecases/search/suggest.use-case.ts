import { MAX_SUGGESTIONS, type SearchSuggestion } from '../../domain/catalog/search';
import type { ErrorHandler } from '../shared/error-handler';
import type { SearchRepository } from './search.repository';

/** Options of a suggestion request. */
export interface SuggestOptions {
  /** Suggest within this category. */
  categoryId?: number;
  /** Cancels the request (the shopper typed on): the call then answers null and reports nothing. */
  signal?: AbortSignal;
}

/**
 * Suggestions while the shopper types (GET /search_suggestions, out-of-stock products included as spec section 9
 * says): at most 8. A blank query answers [] without a
 * call; a call aborted before or while it runs answers null and is not reported; any other failure is reported
 * and rejects.
 */
export class SuggestUseCase {
  constructor(
    private readonly search: SearchRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(query: string, options: SuggestOptions = {}): Promise<SearchSuggestion[] | null> {
    const { signal, categoryId } = options;
    if (signal?.aborted) return null;
    // Sent as typed: a final space tells the API the last word is complete.
    if (query.trim() === '') return [];
    try {
      const suggestions = await this.search.suggestions({ query, include_out_of_stock: true, ...(categoryId != null ? { category_id: categoryId } : {}) }, signal);
      if (signal?.aborted) return null;
      return suggestions.slice(0, MAX_SUGGESTIONS);
    } catch (error) {
      if (signal?.aborted) return null;
      throw this.errors.handle(error, 'suggest');
    }
  }
}
