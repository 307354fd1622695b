import type { ReactNode } from 'react';
import { Download, RefreshCw, Share } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { brandName } from '../../lib/brand';
import { useBrand } from '../branding/queries';
import { applyUpdate, dismissUpdate } from './service-worker-client';
import type { InstallPrompt } from './use-install-prompt';

/** The cards of the offers AppPrompts decided to show (loaded only then: see app-prompts.tsx). */
export default function PromptCards({ installPrompt, updateReady }: { installPrompt: InstallPrompt; updateReady: boolean }) {
  const name = brandName(useBrand());

  return (
    // Above the phone's bottom tab bar; centred on larger screens, clear of the toasts' corner.
    <div className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 flex flex-col gap-3 sm:inset-x-auto sm:bottom-4 sm:left-1/2 sm:w-[26rem] sm:-translate-x-1/2">
      {updateReady && (
        <PromptCard
          testId="update-prompt"
          icon={<RefreshCw aria-hidden="true" className="size-5" />}
          title="Update available"
          description={`A new version of ${name} is ready. Reload to use it; anything unsaved on this screen is lost.`}
        >
          <Button variant="ghost" size="sm" onClick={dismissUpdate}>
            Later
          </Button>
          <Button size="sm" onClick={applyUpdate} data-testid="update-reload">
            Reload
          </Button>
        </PromptCard>
      )}
      {(installPrompt.offered || installPrompt.showsHowToAdd) && (
        <PromptCard
          testId="install-prompt"
          icon={installPrompt.offered ? <Download aria-hidden="true" className="size-5" /> : <Share aria-hidden="true" className="size-5" />}
          title={`Install ${name}`}
          description={
            installPrompt.offered
              ? 'Open it from your home screen or desktop like any app, in a window of its own.'
              : 'Tap Share in Safari, then Add to Home Screen. It then opens from your home screen like any app, in a window of its own.'
          }
        >
          {installPrompt.offered ? (
            <>
              <Button variant="ghost" size="sm" onClick={installPrompt.dismiss} data-testid="install-dismiss">
                Not now
              </Button>
              <Button size="sm" onClick={() => void installPrompt.install()} data-testid="install-accept">
                Install
              </Button>
            </>
          ) : (
            // Safari on iOS cannot be asked to install: the prompt tells how, and steps aside.
            <Button size="sm" onClick={installPrompt.dismiss} data-testid="install-dismiss">
              Got it
            </Button>
          )}
        </PromptCard>
      )}
    </div>
  );
}

interface PromptCardProps {
  testId: string;
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}

function PromptCard({ testId, icon, title, description, children }: PromptCardProps) {
  const titleId = `${testId}-title`;
  return (
    <section
      role="region"
      aria-labelledby={titleId}
      data-testid={testId}
      className="animate-fade-in rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
    >
      <div className="flex gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">{icon}</div>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{description}</p>
          <div className="mt-3 flex justify-end gap-2">{children}</div>
        </div>
      </div>
    </section>
  );
}
