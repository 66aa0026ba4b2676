import { http, HttpResponse } from 'msw';
import { filterOptions, searchResult, searchSuggestions } from '../fixtures';
import { url } from '../server';

type Body = Record<string, unknown>;

/** GET /search. */
export const searchHandler = (body: unknown = searchResult()) => http.get(url('/search'), () => HttpResponse.json(body as Body));

/** GET /search/filter (with the query). */
export const searchFilterHandler = (body: unknown = { query: 'audifonos', ...filterOptions() }) =>
  http.get(url('/search/filter'), () => HttpResponse.json(body as Body));

/** What a search needs: its results and its facets. */
export const searchHandlers = () => [searchHandler(), searchFilterHandler()];

/** GET /search_suggestions. */
export const suggestionsHandler = (body: unknown = searchSuggestions()) =>
  http.get(url('/search_suggestions'), () => HttpResponse.json(body as Body));
