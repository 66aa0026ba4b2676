import { useEffect, useRef, useState } from 'react';
import type { SearchSuggestion } from '../../index';
import { useClientSource } from '../app/tienda-context';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

/** The suggestions shown, and the text they answer. */
export interface SuggestionsState {
  /** The text these suggestions are for ('' when none are shown). */
  text: string;
  suggestions: SearchSuggestion[];
}

const EMPTY: SuggestionsState = { text: '', suggestions: [] };

/**
 * The search box's suggestions for `text`: one `search.suggest` once typing pauses ({@link SUGGEST_DELAY_MS}),
 * the request for older text aborted as soon as the text changes. An aborted answer (null) is ignored, and an
 * answer that arrives after a newer request started never replaces what that newer one shows. A failure keeps
 * what was shown: suggestions are a help, the search itself still works. `preload()` starts downloading the library
 * (without creating a client), for the box to call as the shopper focuses it: the first suggestions need not wait.
 */
export function useSuggestions(text: string): SuggestionsState & { preload(): void } {
  const source = useClientSource();
  const [state, setState] = useState<SuggestionsState>(EMPTY);
  // Each request's number; only the latest one may write.
  const latest = useRef(0);

  useEffect(() => {
    const query = text.trim();
    const ticket = ++latest.current;
    if (!query) {
      setState(EMPTY);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      source
        .get()
        .then((client) => client.search.suggest(query, { signal: controller.signal }))
        .then(
          (suggestions) => {
            if (suggestions === null || ticket !== latest.current) return;
            setState({ text: query, suggestions });
          },
          () => undefined,
        );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, source]);

  return { ...state, preload: source.preload };
}

