import type { ReactNode } from 'react';
import { Header } from '@/shell/layout/header';
import { Sidebar } from '@/shell/layout/sidebar';
import { staticText } from '@/shell/static-island';

const FooterContent = staticText(() => import('@/shell/layout/footer').then((m) => m.default));

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        <Sidebar />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
      <footer id="site-footer" className="below-fold mt-16 border-t bg-muted/40 [contain-intrinsic-size:auto_500px]">
        <FooterContent className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5" />
      </footer>
    </div>
  );
}
