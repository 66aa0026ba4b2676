import {
  SearchFilterOptionsSchema,
  SearchResultSchema,
  SearchSuggestionsAnswerSchema,
  type SearchFilterOptions,
  type SearchResult,
  type SearchSuggestion,
} from '../../domain/catalog/search';
import type { SearchFilterQuery, SearchQuery, SearchRepository, SuggestionsQuery } from '../../usecases/search/search.repository';
import type { ApiClient } from '../http/api-client';

export class HttpSearchRepository implements SearchRepository {
  constructor(private readonly api: ApiClient) {}

  search(query: SearchQuery): Promise<SearchResult> {
    return this.api.request({ method: 'GET', path: '/search', params: { ...query }, schema: SearchResultSchema, shape: 'SearchResult' });
  }

  filterOptions(query: SearchFilterQuery): Promise<SearchFilterOptions> {
    return this.api.request({ method: 'GET', path: '/search/filter', params: { ...query }, schema: SearchFilterOptionsSchema, shape: 'FilterOptions' });
  }

  async suggestions(query: SuggestionsQuery, signal?: AbortSignal): Promise<SearchSuggestion[]> {
    const answer = await this.api.request({
      method: 'GET',
      path: '/search_suggestions',
      params: { ...query },
      schema: SearchSuggestionsAnswerSchema,
      shape: 'SearchSuggestions',
      ...(signal ? { signal } : {}),
    });
    return answer.suggestions;
  }
}
