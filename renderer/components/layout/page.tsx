import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface PageProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the title's line, e.g. 'Add New Business'. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen's title, the browser tab's title and its content. */
export function Page({ title, description, actions, children }: PageProps) {
  useDocumentTitle(title);

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
