import { useEffect } from 'react';
import { useBrand } from '../features/branding/use-brand';
import { brandName } from './brand';

/** Names the browser tab after the screen, e.g. 'Reports · Citewise', or the white-label brand's name. */
export function useDocumentTitle(title: string): void {
  const name = brandName(useBrand());
  useEffect(() => {
    document.title = `${title} · ${name}`;
  }, [title, name]);
}
