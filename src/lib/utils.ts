import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (shadcn's `cn`, without tailwind-merge: that library costs 8.6 KB gzip on
 * every page, and our primitives never receive a class that conflicts with their own).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
