import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  LoadingPage,
  localStorageStore,
  Notification,
  type AdminProps,
} from 'react-admin';

// react-admin's <Admin>, with only the pages this app uses. <Admin> (its AdminUI) names its default layout,
// login page, not-found and error pages as default values, so they were on the first page (with their app
// bar, user menu, preferences inspector and login form) although App passes its own. This is the same tree
// (AdminContext, CssBaseline, CoreAdminUI, Notification) with the defaults App does not replace passed as
// react-admin does, and the same store (localStorage).

const store = localStorageStore();

export function AdminShell({
  children,
  title,
  layout,
  loginPage,
  error,
  catchAll,
  accessDenied,
  requireAuth,
  disableTelemetry,
  ...context
}: AdminProps) {
  return (
    <AdminContext store={store} {...context}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={title}
          layout={layout}
          loginPage={loginPage}
          error={error}
          catchAll={catchAll}
          accessDenied={accessDenied}
          authenticationError={AuthenticationError}
          loading={LoadingPage}
          requireAuth={requireAuth}
          disableTelemetry={disableTelemetry}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
