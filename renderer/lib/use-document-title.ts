import { useEffect } from 'react';
import { useBrand } from '../features/branding/queries';
import { brandName } from './brand';

/** Names the browser tab after the screen, e.g. 'Reports · Citewise', or the white-label brand's name. */
export function useDocumentTitle(title: string): void {
  const brand = useBrand();
  // Until the brand is known the page's own title stays: on a custom domain the server named it.
  const name = brand === undefined ? undefined : brandName(brand);
  useEffect(() => {
    if (name !== undefined) document.title = `${title} · ${name}`;
  }, [title, name]);
}
