import type { CSSProperties } from 'react';
import { LayoutDashboard, Store } from 'lucide-react';
import { BrandIcon, BrandLogo } from '../../components/layout/brand-mark';
import { PRODUCT_NAME } from '../../lib/brand';
import { brandColorProperties } from '../../../shared/domain/brand-colors';

interface BrandPreviewProps {
  name: string;
  logoUrl: string;
  primaryColor: string;
  secondaryColor: string;
}

/**
 * A small sidebar and button in the colours being edited. The theme's properties are set on this
 * element only, so the theme's own classes inside it show the unsaved brand.
 */
export function BrandPreview({ name, logoUrl, primaryColor, secondaryColor }: BrandPreviewProps) {
  const style = brandColorProperties(primaryColor, secondaryColor) as CSSProperties;
  const shownName = name.trim() || PRODUCT_NAME;
  const mark = (
    <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
      <BrandIcon aria-hidden="true" className="size-4" />
    </span>
  );
  const logo = /^https:\/\/\S+$/.test(logoUrl.trim()) ? logoUrl.trim() : null;

  return (
    <div
      data-testid="brand-preview"
      aria-label="Preview of the brand"
      role="img"
      style={style}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm"
    >
      <div className="h-2 bg-linear-to-r from-primary to-[var(--color-secondary,var(--color-primary-hover))]" />
      <div className="flex">
        <div className="w-40 min-w-0 shrink-0 space-y-1 border-r border-slate-100 p-3">
          <div className="mb-3 flex min-w-0 items-center gap-2">
            {logo ? <BrandLogo src={logo} name={shownName} className="size-7 rounded-md" fallback={mark} /> : mark}
            <span className="truncate text-sm font-semibold text-slate-900">{shownName}</span>
          </div>
          <span className="flex items-center gap-2 rounded-md bg-primary-soft px-2 py-1.5 text-xs font-medium text-primary-soft-foreground">
            <LayoutDashboard aria-hidden="true" className="size-3.5 text-primary" />
            Dashboard
          </span>
          <span className="flex items-center gap-2 px-2 py-1.5 text-xs text-slate-500">
            <Store aria-hidden="true" className="size-3.5 text-slate-400" />
            Businesses
          </span>
        </div>
        <div className="flex flex-1 flex-col items-start justify-center gap-3 p-4">
          <span className="text-xs whitespace-nowrap text-slate-500">Buttons and links</span>
          <span className="rounded-lg bg-primary px-3 py-1.5 text-xs font-medium text-primary-foreground shadow-sm">
            Add business
          </span>
          <span className="text-xs font-medium text-primary">View all</span>
        </div>
      </div>
    </div>
  );
}
