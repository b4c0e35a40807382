/**
 * An ad previewed in its slot (issue 18): the back office opens the slot's page with a signed
 * token in the fragment (`#ad_preview=<token>`, server: domains/ads/preview.ts). The fragment
 * never reaches the server, so the page itself is the shared one, from the HTML cache like any
 * other; after hydration the layout reads the token, asks `GET ad_preview` (personal, never
 * stored) and every AdSlot of the page shows that ad in its slot, marked as a preview.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { AD_PREVIEW_PARAM } from '../../shared/ad-slots';
import type { Ad } from '../../shared/schemas/common';
import type { ApiClient } from '../api/client';
import { useApi } from '../api/react';

/** The preview token of a location's fragment, or null. */
export function previewToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(AD_PREVIEW_PARAM);
  return token && token.length <= 200 ? token : null;
}

/** The previewed ad of the page (null: none, or not loaded yet). */
export const AdPreviewContext = createContext<Ad | null>(null);
export const useAdPreview = (): Ad | null => useContext(AdPreviewContext);

const asked = new Map<string, Promise<Ad | null>>();
function load(api: ApiClient, token: string): Promise<Ad | null> {
  let answer = asked.get(token);
  if (!answer) {
    answer = api.call<Ad>('ad_preview', { query: { token } }).then((res) => (res.ok ? res.data : null));
    asked.set(token, answer);
  }
  return answer;
}

/** For the layout: loads the ad of the fragment's token once the page is in the browser. */
export function useLoadAdPreview(): Ad | null {
  const api = useApi();
  const [ad, setAd] = useState<Ad | null>(null);
  useEffect(() => {
    const token = previewToken(window.location.hash);
    if (!token) return;
    let live = true;
    void load(api, token).then((found) => {
      if (live) setAd(found);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return ad;
}
