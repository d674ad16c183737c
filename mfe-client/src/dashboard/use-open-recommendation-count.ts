import { useLazyGetRecommendationsQuery } from '@oddslab/shared/api';
import type { Recommendation } from '@oddslab/shared/contract';
import { useEffect, useState } from 'react';

/** Largest page the API serves. */
const RECOMMENDATION_PAGE_SIZE = 100;
/** Counting stops here (10,000 bets); the dashboard then says "or more". */
const MAX_PAGES = 100;

export interface OpenRecommendationCount {
  /** Open recommendations counted so far. */
  count: number;
  /** False while further pages are being counted, or when counting stopped early. */
  exact: boolean;
}

/**
 * Counts every open recommendation for '+N more recommendations': the API pages at most 100, so pages after the
 * first are read (in order, only while full) until a short page shows the end.
 */
export function useOpenRecommendationCount(firstPage: readonly Recommendation[] | undefined): OpenRecommendationCount {
  const [trigger] = useLazyGetRecommendationsQuery();
  const [counted, setCounted] = useState<OpenRecommendationCount>({ count: 0, exact: false });

  useEffect(() => {
    if (!firstPage) return;
    let cancelled = false;
    let total = firstPage.length;
    setCounted({ count: total, exact: total < RECOMMENDATION_PAGE_SIZE });
    if (total < RECOMMENDATION_PAGE_SIZE) return;
    (async () => {
      for (let page = 1; page < MAX_PAGES; page += 1) {
        const result = await trigger({ status: 'open', size: RECOMMENDATION_PAGE_SIZE, page }, true);
        if (cancelled || !result.data) return;
        total += result.data.recommendations.length;
        const done = result.data.recommendations.length < RECOMMENDATION_PAGE_SIZE;
        setCounted({ count: total, exact: done });
        if (done) return;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [firstPage, trigger]);

  return counted;
}
