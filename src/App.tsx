import { Admin } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { RtlCache } from './custom/layout/RtlCache';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { darkTheme, lightTheme } from './providers/themes';

// Clean URLs (/orders/12): react-admin follows the BrowserRouter it is placed in.
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
          requireAuth
          disableTelemetry
        />
      </RtlCache>
    </BrowserRouter>
  );
}
