import type { ReactNode } from 'react';
import { CopyLinkButton } from '@/kit/calculator/copy-link-button';

/**
 * The box that holds a calculator: its title, 'Copy link', then the form and its result.
 * `copyLink={false}` when what it holds has its own (a countdown card).
 */
export function CalculatorCard({ title, copyLink = true, children }: { title: string; copyLink?: boolean; children: ReactNode }) {
  return (
    <div className="mt-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div data-print-hide className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{title}</h2>
        {copyLink && <CopyLinkButton />}
      </div>
      {children}
    </div>
  );
}
