import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ErrorFallback } from '../errors/ErrorFallback';
import { PageTransition } from './PageTransition';

/**
 * What react-admin's Layout does around a page, for both of our layouts: a crash shows the error screen
 * inside the shell, a lazy page shows the spinner while it loads, and a new address slides in.
 */
export function ShellContent({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={ErrorFallback}>
      <Suspense fallback={<Loading />}>
        <PageTransition>{children}</PageTransition>
      </Suspense>
    </ErrorBoundary>
  );
}
