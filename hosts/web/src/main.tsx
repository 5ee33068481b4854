import '@mantine/core/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { SessionProvider } from './auth/session';
import { AppLayout } from './components/app-layout';
import { AppRoutes } from './routes';
import { APP_BASE, CurrentWorkspace } from './workspace/current-workspace';

// No theme variables or global classes injected as <style> elements: the page's CSP allows
// stylesheets from this origin only; Mantine's stylesheet carries the defaults and app.css the
// darker shades that keep text contrast at WCAG AA.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
      <Router base={APP_BASE}>
        <SessionProvider>
          <CurrentWorkspace>
            <AppLayout>
              <AppRoutes />
            </AppLayout>
          </CurrentWorkspace>
        </SessionProvider>
      </Router>
    </MantineProvider>
  </StrictMode>,
);
