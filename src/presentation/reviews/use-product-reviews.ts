import { useEffect, useRef, useState } from 'react';
import type { Review, ReviewStat, TiendaClient } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';
import { averageOf, histogram } from './review-rules';
import { clientWithSession } from './signed-in';

/** What the product page's loader gave for its reviews: the first page and the summary. */
export interface ProductReviewsData {
  productId: string;
  reviews: Review[];
  stats: ReviewStat[];
  averageRating: number | null;
  ratingCount: number;
}

/** «Ver más opiniones» while it runs, its failure, and the review that takes the focus once it is done. */
export interface MoreReviews {
  loading: boolean;
  failure: unknown;
  focusId: string | null;
}

/** The product page's reviews, as `useProductReviews` gives them. */
export interface ProductReviews {
  /** The reviews shown, in order. */
  list: Review[];
  /** The shopper's own review among them, if any. */
  own: Review | null;
  /** The stars histogram, 5 to 1. */
  rows: ReturnType<typeof histogram>['rows'];
  /** How many reviews the product has. */
  count: number;
  /** Their average rating, when known. */
  average: number | null;
  /** Whether «Ver más opiniones» has a page more to add. */
  hasMore: boolean;
  more: MoreReviews;
  /** Adds the next page (the reviews not shown yet). */
  loadMore(): Promise<void>;
  /** Shows the shopper's review as the form saved it, and reads the summary again. */
  saved(review: Review): void;
  /**
   * Before the form opens, with its module `load`ed meanwhile: null when no user is signed in (once the session is
   * known), else the module and the shopper's own review to edit (on this page, or among «Mis opiniones»), if any.
   */
  prepareForm<M>(load: () => Promise<M>): Promise<{ module: M; existing: Review | null } | null>;
}

/** Reviews fetched later win over the same review shown before (by id); the others keep their place. */
const merge = (fresh: Review[], before: Review[]) => [...fresh, ...before.filter((old) => !fresh.some((review) => String(review.id) === String(old.id)))];

/**
 * The product page's reviews' view model: the list and summary from the loader's data, read again after hydration
 * for a signed-in shopper (`signedIn`) so their own review and votes are marked; «Ver más opiniones»; the review
 * the form saved; and what the form needs before it opens. On the server and during hydration it gives the loader's
 * data as it is, and asks nothing.
 */
export function useProductReviews({ productId, reviews, stats, averageRating, ratingCount }: ProductReviewsData, signedIn: boolean): ProductReviews {
  const source = useClientSource();
  const client = useClient();
  const [list, setList] = useState(reviews);
  const [summary, setSummary] = useState({ stats, averageRating, ratingCount });
  const [page, setPage] = useState(1);
  const { rows, total } = histogram(summary.stats);
  const count = total || summary.ratingCount;
  const average = averageOf(summary.stats) ?? summary.averageRating;
  const [hasMore, setHasMore] = useState(list.length < count);
  const [more, setMore] = useState<MoreReviews>({ loading: false, failure: null, focusId: null });
  /** The signed-in refresh of the first page while it runs: the form waits for it to know the shopper's own review. */
  const refreshing = useRef<Promise<Review | null> | null>(null);
  const own = list.find((review) => review.is_my_review) ?? null;

  // A signed-in shopper: their own review and votes, which the server-rendered (anonymous) page cannot show.
  const signedInPage = useQuery(client && signedIn ? ['reviews-signed-in', productId] : null, (ready) => {
    const answer = ready.reviews.list(productId, { page: 1 });
    refreshing.current = answer.then((got) => got.reviews.find((review) => review.is_my_review) ?? null, () => null);
    return answer;
  });
  // Its reviews win over the same ones shown (once per answer); the others keep their place.
  const [merged, setMerged] = useState<unknown>(null);
  if (signedInPage.data && signedInPage.data !== merged) {
    const answer = signedInPage.data;
    setMerged(answer);
    setList((before) => merge(answer.reviews, before));
    if (answer.stats.length) setSummary((old) => ({ ...old, stats: answer.stats }));
    if (page === 1) setHasMore(answer.hasMore);
  }

  async function prepareForm<M>(load: () => Promise<M>) {
    const [{ client: ready, signedIn: user }, module] = await Promise.all([clientWithSession(source), load()]);
    if (!user) return null;
    const existing = own ?? (await refreshing.current) ?? ownAmongMine(ready, productId);
    return { module, existing };
  }

  function saved(review: Review) {
    const mine = { ...review, is_my_review: true };
    // The summary counts the new or changed rating.
    source
      .get()
      .then((ready) => ready.reviews.list(productId, { page: 1 }))
      .then((answer) => answer.stats.length && setSummary((old) => ({ ...old, stats: answer.stats })))
      .catch(() => undefined);
    setList((before) => (before.some((old) => String(old.id) === String(mine.id)) ? before.map((old) => (String(old.id) === String(mine.id) ? mine : old)) : [mine, ...before]));
  }

  async function loadMore() {
    setMore({ loading: true, failure: null, focusId: null });
    try {
      const api = (await source.get()).reviews;
      const answer = await api.list(productId, { page: page + 1 });
      const fresh = answer.reviews.filter((review) => !list.some((old) => String(old.id) === String(review.id)));
      setList((before) => [...before, ...fresh]);
      setPage(answer.page || page + 1);
      setHasMore(answer.hasMore);
      // The first new review takes the focus; with none new and no button left, the last review does.
      const focus = fresh[0] ?? (answer.hasMore ? null : list[list.length - 1]);
      setMore({ loading: false, failure: null, focusId: focus ? `opinion-${focus.id}` : null });
    } catch (failure) {
      setMore({ loading: false, failure, focusId: null });
    }
  }

  return { list, own, rows, count, average, hasMore, more, loadMore, saved, prepareForm };
}

/** The shopper's review of this product among «Mis opiniones», when the library already holds them. */
function ownAmongMine(client: TiendaClient, productId: string): Review | null {
  return client.reviews.store.getSnapshot().mine?.find((review) => review.product.public_sku === productId || review.product.slug === productId) ?? null;
}

/** A review's «Útil» vote as `useHelpfulVote` gives it. */
export interface HelpfulVote {
  /** The count shown and whether it holds the shopper's vote. */
  vote: { count: number; on: boolean };
  /** Whether the vote is being sent. */
  busy: boolean;
  /** 'login' when the shopper must sign in first, else the failure of the last vote, or null. */
  problem: 'login' | unknown;
  /** Votes, or takes the vote back: the count moves at once, and comes back if the server refuses. */
  toggle(): Promise<void>;
}

/**
 * «Útil (n)»'s view model for `review`: its count and the shopper's vote (a fresher copy of the review brings its
 * own), and the toggle that sends it (`tienda.reviews.upvote` or `removeUpvote`); a signed-out shopper (`signedOut`,
 * or found so before the call) is asked to sign in instead.
 */
export function useHelpfulVote(review: Review, signedOut: boolean): HelpfulVote {
  const source = useClientSource();
  const [vote, setVote] = useState({ count: review.upvote_count, on: review.is_upvoted_by_me });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'login' | unknown>(null);
  // A fresher copy of the review (the signed-in refresh) brings its own votes.
  useEffect(() => setVote({ count: review.upvote_count, on: review.is_upvoted_by_me }), [review.upvote_count, review.is_upvoted_by_me]);

  async function toggle() {
    if (busy) return;
    if (signedOut) {
      setProblem('login');
      return;
    }
    const before = vote;
    setVote({ count: Math.max(0, before.count + (before.on ? -1 : 1)), on: !before.on });
    setBusy(true);
    setProblem(null);
    try {
      const { client, signedIn } = await clientWithSession(source);
      if (!signedIn) {
        setVote(before);
        setProblem('login');
        return;
      }
      const answer = before.on ? await client.reviews.removeUpvote(review.id) : await client.reviews.upvote(review.id);
      setVote({ count: answer.upvote_count, on: answer.is_upvoted_by_me });
    } catch (failure) {
      setVote(before);
      setProblem(failure ?? new Error('upvote'));
    } finally {
      setBusy(false);
    }
  }

  return { vote, busy, problem, toggle };
}
