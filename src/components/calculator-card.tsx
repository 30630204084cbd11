import type { ReactNode } from 'react';
import { CopyLinkButton } from '@/components/copy-link-button';

/** The box that holds a calculator: its title, 'Copy link', then the form and its result. */
export function CalculatorCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div data-print-hide className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{title}</h2>
        <CopyLinkButton />
      </div>
      {children}
    </div>
  );
}
