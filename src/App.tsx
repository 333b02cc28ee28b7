import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
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
import { PageRedirect } from './ui/PageRedirect';
import { DESCRIPTORS, PAGE_PATHS } from './registry';
import type { ScreenDef } from './domain/access';
import type { Descriptor, PageRoute } from './registry/types';

type ResourceDescriptor = Descriptor & { resource: NonNullable<Descriptor['resource']> };

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
 * A resource's `<Resource>`. Its descriptor says which of its screens are its list, create, show and edit
 * pages, whatever their addresses (the spec's /orders/{id} detail, /vehicles/add, /vehicles/edit/{id}):
 * react-admin is told it has each one, the list (at the resource's own address) and a create page at
 * react-admin's `create` become its props, every other page a child route. React-admin's fixed addresses
 * (create, :id/show, :id for edit), used by its buttons and useCreatePath, lead to the descriptor's page
 * when that page sits elsewhere and no page of the resource takes the address.
 */
function resourceElement(descriptor: ResourceDescriptor) {
  const { pages, icon, recordRepresentation } = descriptor.resource;
  const base = `/${descriptor.name}`;
  const relative = (screen: ScreenDef) => screen.path.slice(base.length + 1);
  const routeOf = (screen: ScreenDef | undefined) => descriptor.routes.find((route) => screen && route.screen === screen);
  const list = routeOf(pages.list);
  const create = pages.create && relative(pages.create) === 'create' ? routeOf(pages.create) : undefined;
  const children = descriptor.routes.filter((route) => route !== list && route !== create);
  const taken = new Set(descriptor.routes.map((route) => relative(route.screen)));
  const redirects = (
    [
      ['create', pages.create],
      [':id/show', pages.show],
      [':id', pages.edit],
    ] as const
  ).flatMap(([address, screen]) => (screen && !taken.has(address) ? [{ address, screen }] : []));
  return (
    <Resource
      key={descriptor.name}
      name={descriptor.name}
      list={list && guarded(list)}
      create={create && guarded(create)}
      hasCreate={!!pages.create}
      hasShow={!!pages.show}
      hasEdit={!!pages.edit}
      icon={icon}
      recordRepresentation={recordRepresentation}
    >
      {children.map((route) => (
        <Route key={route.screen.path} path={relative(route.screen)} element={guarded(route)} />
      ))}
      {redirects.map(({ address, screen }) => (
        <Route key={address} path={address} element={<PageRedirect screen={screen} />} />
      ))}
    </Resource>
  );
}

const PAGES = DESCRIPTORS.filter((descriptor) => !descriptor.resource);
const RESOURCES = DESCRIPTORS.filter((descriptor): descriptor is ResourceDescriptor => !!descriptor.resource);

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
