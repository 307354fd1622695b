import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../lib/cn';
import { useDocumentTitle } from '../lib/use-document-title';

/** Any path the app does not know; inside the shell when signed in, on its own otherwise. */
export default function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  useDocumentTitle('Page not found');
  // On its own the page is the main landmark; inside the shell, the shell's <main> already is.
  const Container = standalone ? 'main' : 'div';
  return (
    <Container
      data-testid="not-found"
      className={cn('flex flex-col items-center justify-center px-6 text-center', standalone ? 'min-h-dvh' : 'py-20')}
    >
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-2 max-w-sm text-sm text-slate-500">
        The page you are looking for does not exist or has moved.
      </p>
      <Link href="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Go to dashboard
      </Link>
    </Container>
  );
}
