import { useEffect } from 'react';
import { applyBrandColors, applyBrandCss, applyThemeColor } from './apply-brand';
import { useBrand } from './queries';

/** Applies the current brand's colours, toolbar colour and custom CSS to the whole page; renders nothing. */
export function BrandEffects() {
  const brand = useBrand();
  useEffect(() => {
    if (brand === undefined) return;
    applyBrandColors(document.documentElement, brand);
    applyBrandCss(document, brand?.customCss);
    applyThemeColor(document, brand);
  }, [brand]);
  return null;
}
