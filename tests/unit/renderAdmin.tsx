import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '../../src/domain/enums';
import type { BakeryDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { lightTheme } from '../../src/providers/themes';
import { fakeAuth, Where } from './fakeAuth';
import { fakeProvider, type FakeData, type FakeOverrides, type FakeProvider } from './fakeProvider';

// The one react-admin context of the component tests: the real Arabic messages and theme, the access table
// deciding for the role, the fake data provider, a fresh memory store and query client per render (nothing
// carries over from one test to the next), and a router at `path`. Per-screen helpers add their fixtures
// and routes; a test reads the address from the `location` output and the notifications from the page.
// A screen that lives in a layout (the office's MainLayout, the distributor's) gets it with `layout`; a test
// that changes a component's props as its parent would calls the returned `rerender` with the new page.

export interface RenderAdminOptions<Provider extends BakeryDataProvider> {
  /** The signed-in role; the access table answers for it. Defaults to manager. */
  role?: Role;
  /** An auth provider of the test's own (spies, refused rights), instead of the role's. */
  authProvider?: AuthProvider;
  /** Where the router starts. */
  path?: string;
  /** The data provider; by default the fake one over `records` with the test's `overrides`. */
  dataProvider?: Provider;
  records?: FakeData;
  overrides?: FakeOverrides;
  /** Page per route pattern; a pattern not listed shows `fallback` (by default nothing). */
  routes?: Record<string, ReactNode>;
  fallback?: ReactNode;
  /** Wraps the pages in a resource context, as <Resource> would. */
  resource?: string;
  /** Puts the routed pages in a layout, as <Admin layout> would: `(pages) => <MainLayout …>{pages}</MainLayout>`. */
  layout?: (pages: ReactElement) => ReactNode;
}

/** The pages a `rerender` swaps in, inside the same context, router, store and query client. */
type RenderAdminPages = Pick<RenderAdminOptions<BakeryDataProvider>, 'routes' | 'fallback'>;

export function renderAdmin<Provider extends BakeryDataProvider = FakeProvider>(
  options: RenderAdminOptions<Provider> = {},
) {
  const {
    role = 'manager',
    authProvider = fakeAuth(role),
    path = '/',
    records = {},
    overrides = {},
    routes = {},
    fallback = null,
    resource,
    layout = (pages: ReactElement) => pages,
  } = options;
  const dataProvider = options.dataProvider ?? (fakeProvider(records, overrides) as unknown as Provider);
  const store = memoryStore();
  // No retries: a failure shows at once rather than after react-query's back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = ({ routes, fallback }: RenderAdminPages) => {
    const pages = layout(
      <Routes>
        {Object.entries(routes ?? {}).map(([pattern, page]) => (
          <Route key={pattern} path={pattern} element={page} />
        ))}
        <Route path="*" element={fallback} />
      </Routes>,
    );
    return (
      <MemoryRouter initialEntries={[path]}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={store}
          theme={lightTheme}
          queryClient={queryClient}
        >
          {resource ? <ResourceContextProvider value={resource}>{pages}</ResourceContextProvider> : pages}
          <Where />
          <Notification />
        </AdminContext>
      </MemoryRouter>
    );
  };
  const result = render(tree({ routes, fallback }));
  return {
    ...result,
    dataProvider,
    /** Renders other pages (or the same ones with new props) in the same context, as a parent would. */
    rerender: (pages: RenderAdminPages) => result.rerender(tree({ routes, fallback, ...pages })),
  };
}
