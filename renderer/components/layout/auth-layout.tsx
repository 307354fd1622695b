import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { useBrand } from '../../features/branding/queries';
import { brandName } from '../../lib/brand';
import { cn } from '../../lib/cn';
import { useAfterHydration } from '../../lib/hydration';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BrandIcon, BrandLogo, BrandMark } from './brand-mark';

const HIGHLIGHTS = [
  'Keep your name, address and phone consistent across online directories',
  'Find and fix citation issues before customers notice them',
  'Publish, sync and report on every listing from one dashboard',
];

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. a link to the other auth page. */
  footer?: ReactNode;
}

/** The public pages' frame: no sidebar, a brand panel on large screens and one card. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  // On a partner's custom domain this is the partner's brand, found by the address the page came from;
  // unknown until hydrated, as the build rendered the page before any brand was known.
  const brand = useAfterHydration(useBrand());
  const mark = (
    <span className="flex size-9 items-center justify-center rounded-lg bg-white/15 ring-1 ring-white/25">
      <BrandIcon aria-hidden="true" className="size-5" />
    </span>
  );

  return (
    <div className="flex min-h-dvh">
      {/* The theme's primary shades (blue by default) into the brand's secondary colour, else indigo. */}
      <aside className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-linear-to-br from-primary-hover via-primary to-[var(--color-secondary,oklch(0.457_0.24_277.023))] p-12 text-primary-foreground lg:flex">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-96 rounded-full bg-white/5" />
        <div
          data-testid="auth-brand"
          className={cn('relative flex items-center gap-2.5 text-xl font-semibold tracking-tight', brand === undefined && 'invisible')}
        >
          {brand?.logoUrl ? (
            <BrandLogo src={brand.logoUrl} name={brand.name} className="size-9 rounded-lg bg-white/90 p-1" fallback={mark} />
          ) : (
            mark
          )}
          {brandName(brand)}
        </div>
        <div className="relative space-y-6">
          <p className="text-3xl leading-tight font-semibold tracking-tight">
            Your business, listed right everywhere customers look.
          </p>
          <ul className="space-y-3 opacity-90">
            {HIGHLIGHTS.map((text) => (
              <li key={text} className="flex gap-3 text-sm leading-relaxed">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 opacity-75" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs opacity-75">Business listings and citation management</p>
      </aside>

      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <BrandMark className="mb-8 justify-center lg:hidden" />
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            {description && <p className="mt-1.5 text-sm text-slate-500">{description}</p>}
            <div className="mt-6">{children}</div>
          </div>
          {footer && <div className="mt-6 text-center text-sm text-slate-500">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
