import { useState, type ReactNode } from 'react';
import { MapPinned } from 'lucide-react';
import { useBrand } from '../../features/branding/queries';
import { brandName } from '../../lib/brand';
import { cn } from '../../lib/cn';
import { useAfterHydration } from '../../lib/hydration';

export const BrandIcon = MapPinned;

interface BrandLogoProps {
  src: string;
  name: string;
  className?: string;
  /** Shown instead when the logo cannot be loaded. */
  fallback: ReactNode;
}

/** A white-label brand's logo; a broken address falls back to the product's mark. */
export function BrandLogo({ src, name, className, fallback }: BrandLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return fallback;
  return (
    <img
      src={src}
      alt={`${name} logo`}
      referrerPolicy="no-referrer"
      data-testid="brand-logo"
      className={cn('shrink-0 object-contain', className)}
      onError={() => setFailedSrc(src)}
    />
  );
}

interface BrandMarkProps {
  /** Icon only, e.g. in the collapsed sidebar; the name stays readable to screen readers. */
  compact?: boolean;
  className?: string;
}

/** The product's mark and name, or a white-label brand's logo and name. */
export function BrandMark({ compact = false, className }: BrandMarkProps) {
  // Unknown until hydrated: a prerendered page was rendered before any brand was known.
  const brand = useAfterHydration(useBrand());
  const mark = (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
      <BrandIcon aria-hidden="true" className="size-[18px]" />
    </span>
  );
  // Until the brand is known the mark and name keep their place unseen, so a partner's page never flashes ours.
  return (
    <span className={cn('flex min-w-0 items-center gap-2.5', brand === undefined && 'invisible', className)}>
      {brand?.logoUrl ? <BrandLogo src={brand.logoUrl} name={brand.name} className="size-8 rounded-lg" fallback={mark} /> : mark}
      <span
        data-testid="brand-name"
        title={brandName(brand)}
        className={cn('truncate text-lg font-semibold tracking-tight text-slate-900', compact && 'sr-only')}
      >
        {brandName(brand)}
      </span>
    </span>
  );
}
