import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { Dashboard, dashboardPath } from './custom/dashboard';
import { DistributorHome, distributorHomePath } from './custom/distributor';
import { ErrorFallback } from './custom/errors/ErrorFallback';
import { AccessRedirect } from './custom/layout/AccessRedirect';
import { MainLayout } from './custom/layout/MainLayout';
import { RoleHome } from './custom/layout/RoleHome';
import { RtlCache } from './custom/layout/RtlCache';
import { Screen } from './custom/layout/Screen';
import { LoginPage } from './custom/login';
import { CatchAll } from './custom/notFound/CatchAll';
import { PAGE_PATHS } from './pagePaths';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { darkTheme, lightTheme } from './providers/themes';
import { orders } from './resources/orders';
import { products } from './resources/products';
import { stores } from './resources/stores';

function AppLayout({ children }: { children: ReactNode }) {
  return <MainLayout existingPaths={PAGE_PATHS}>{children}</MainLayout>;
}

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
            <Route
              path={dashboardPath}
              element={
                <Screen>
                  <Dashboard existingPaths={PAGE_PATHS} />
                </Screen>
              }
            />
            <Route
              path={distributorHomePath}
              element={
                <Screen>
                  <DistributorHome />
                </Screen>
              }
            />
          </CustomRoutes>
          {/* /orders/{id} is the detail and /orders/{id}/edit the form (spec 001), hence child routes. */}
          <Resource
            name="orders"
            list={
              <Screen>
                <orders.list />
              </Screen>
            }
            create={
              <Screen>
                <orders.create />
              </Screen>
            }
            hasShow
            hasEdit
            icon={orders.icon}
            recordRepresentation={orders.recordRepresentation}
          >
            <Route
              path=":id"
              element={
                <Screen>
                  <orders.show />
                </Screen>
              }
            />
            <Route
              path=":id/edit"
              element={
                <Screen>
                  <orders.edit />
                </Screen>
              }
            />
            <Route path=":id/show" element={<Navigate to=".." relative="path" replace />} />
          </Resource>
          {/* /stores/{id} is the detail and /stores/{id}/edit the form (spec 001), hence child routes. */}
          <Resource
            name="stores"
            list={
              <Screen>
                <stores.list />
              </Screen>
            }
            create={
              <Screen>
                <stores.create />
              </Screen>
            }
            hasShow
            hasEdit
            icon={stores.icon}
            recordRepresentation={stores.recordRepresentation}
          >
            <Route
              path=":id"
              element={
                <Screen>
                  <stores.show />
                </Screen>
              }
            />
            <Route
              path=":id/edit"
              element={
                <Screen>
                  <stores.edit />
                </Screen>
              }
            />
            <Route path=":id/show" element={<Navigate to=".." relative="path" replace />} />
          </Resource>
          <Resource
            name="products"
            list={
              <Screen>
                <products.list />
              </Screen>
            }
            create={
              <Screen>
                <products.create />
              </Screen>
            }
            hasShow
            hasEdit
            icon={products.icon}
            recordRepresentation={products.recordRepresentation}
          >
            <Route
              path="create-simple"
              element={
                <Screen>
                  <products.quickCreate />
                </Screen>
              }
            />
            <Route
              path=":id"
              element={
                <Screen>
                  <products.show />
                </Screen>
              }
            />
            <Route
              path=":id/edit"
              element={
                <Screen>
                  <products.edit />
                </Screen>
              }
            />
            <Route path=":id/show" element={<Navigate to=".." relative="path" replace />} />
          </Resource>
        </Admin>
      </RtlCache>
    </BrowserRouter>
  );
}
