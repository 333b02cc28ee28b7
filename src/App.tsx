import type { ReactNode } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { useMediaQuery } from '@mui/material';
import { ErrorFallback } from './custom/errors/ErrorFallback';
import { AccessRedirect } from './custom/layout/AccessRedirect';
import { AdminShell } from './custom/layout/AdminShell';
import { MainLayout } from './custom/layout/MainLayout';
import { RoleHome } from './custom/layout/RoleHome';
import { RtlCache } from './custom/layout/RtlCache';
import { Screen } from './custom/layout/Screen';
import { LoginPage } from './custom/login';
import { CatchAll } from './custom/notFound/CatchAll';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { darkTheme, lightTheme, stillDarkTheme, stillLightTheme } from './providers/themes';
import { PageRedirect } from './ui/PageRedirect';
import { DESCRIPTORS, PAGE_PATHS } from './registry';
import { resourceRoutes, type ResourceDescriptor } from './registry/resourceRoutes';
import type { PageRoute } from './registry/types';

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

/** A resource's `<Resource>`, its pages placed by resourceRoutes (registry/resourceRoutes.ts). */
function resourceElement(descriptor: ResourceDescriptor) {
  const { list, create, children, redirects, hasCreate, hasShow, hasEdit } = resourceRoutes(descriptor);
  return (
    <Resource
      key={descriptor.name}
      name={descriptor.name}
      list={list && guarded(list)}
      create={create && guarded(create)}
      hasCreate={hasCreate}
      hasShow={hasShow}
      hasEdit={hasEdit}
      icon={descriptor.resource.icon}
      recordRepresentation={descriptor.resource.recordRepresentation}
    >
      {children.map(({ path, route }) => (
        <Route key={path} path={path} element={guarded(route)} />
      ))}
      {redirects.map(({ path, screen }) => (
        <Route key={path} path={path} element={<PageRedirect screen={screen} />} />
      ))}
    </Resource>
  );
}

const PAGES = DESCRIPTORS.filter((descriptor) => !descriptor.resource);
const RESOURCES = DESCRIPTORS.filter((descriptor): descriptor is ResourceDescriptor => !!descriptor.resource);

// Clean URLs (/orders/12): react-admin follows the BrowserRouter it is placed in, and the server answers
// every UI path with index.html.
export function App() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <BrowserRouter>
      <RtlCache>
        <AdminShell
          title="مخبز بروكسل"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          theme={reduceMotion ? stillLightTheme : lightTheme}
          darkTheme={reduceMotion ? stillDarkTheme : darkTheme}
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
        </AdminShell>
      </RtlCache>
    </BrowserRouter>
  );
}
