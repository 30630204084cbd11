import type { ComponentProps } from 'react';
import { cn } from '@/shell/utils';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
