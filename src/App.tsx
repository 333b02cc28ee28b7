import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { ErrorFallback } from './custom/errors/ErrorFallback';
import { AccessRedirect } from './custom/layout/AccessRedirect';
import { MainLayout } from './custom/layout/MainLayout';
import { RoleHome } from './custom/layout/RoleHome';
import { RtlCache } from './custom/layout/RtlCache';
import { Screen } from './custom/layout/Screen';
import { LoginPage } from './custom/login';
import { CatchAll } from './custom/notFound/CatchAll';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { darkTheme, lightTheme } from './providers/themes';
import { DESCRIPTORS, PAGE_PATHS } from './registry';
import type { Descriptor, PageRoute } from './registry/types';

function AppLayout({ children }: { children: ReactNode }) {
  return <MainLayout existingPaths={PAGE_PATHS}>{children}</MainLayout>;
}

/** A page behind its guard: its screen's entry of the access table, asked through authProvider.canAccess. */
function guarded({ screen, component: Page }: PageRoute) {
  return (
    <Screen screen={screen}>
      <Page />
    </Screen>
  );
}

/**
 * A resource's `<Resource>`: its list and create pages as react-admin props, every other page (the
 * spec's /x/{id} detail, /x/{id}/edit form, /products/create-simple) as a child route, since react-admin's
 * own show and edit routes are not the spec's addresses.
 */
function resourceElement(descriptor: Descriptor) {
  const base = `/${descriptor.name}`;
  const relative = (route: PageRoute) => route.screen.path.slice(base.length + 1);
  const list = descriptor.routes.find((route) => route.screen.path === base);
  const create = descriptor.routes.find((route) => relative(route) === 'create');
  const children = descriptor.routes.filter((route) => route !== list && route !== create);
  const hasShow = children.some((route) => relative(route) === ':id');
  return (
    <Resource
      key={descriptor.name}
      name={descriptor.name}
      list={list && guarded(list)}
      create={create && guarded(create)}
      hasShow={hasShow}
      hasEdit={children.some((route) => relative(route) === ':id/edit')}
      icon={descriptor.resource?.icon}
      recordRepresentation={descriptor.resource?.recordRepresentation}
    >
      {children.map((route) => (
        <Route key={route.screen.path} path={relative(route)} element={guarded(route)} />
      ))}
      {/* react-admin's own detail address leads to the spec's. */}
      {hasShow ? <Route path=":id/show" element={<Navigate to=".." relative="path" replace />} /> : null}
    </Resource>
  );
}

const PAGES = DESCRIPTORS.filter((descriptor) => !descriptor.resource);
const RESOURCES = DESCRIPTORS.filter((descriptor) => descriptor.resource);

// Clean URLs (/orders/12): react-admin follows the BrowserRouter it is placed in, and the server answers
// every UI path with index.html.
export function App() {
  return (
    <BrowserRouter>
      <RtlCache>
        <Admin
          title="مخبز بروكسل"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          theme={lightTheme}
          darkTheme={darkTheme}
          layout={AppLayout}
          loginPage={LoginPage}
          error={ErrorFallback}
          catchAll={CatchAll}
          accessDenied={AccessRedirect}
          requireAuth
          disableTelemetry
        >
          <CustomRoutes>
            <Route path="/" element={<RoleHome />} />
            {PAGES.flatMap((page) =>
              page.routes.map((route) => (
                <Route key={route.screen.path} path={route.screen.path} element={guarded(route)} />
              )),
            )}
          </CustomRoutes>
          {RESOURCES.map(resourceElement)}
        </Admin>
      </RtlCache>
    </BrowserRouter>
  );
}
