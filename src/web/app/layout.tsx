import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ImpersonationBanner } from '../features/impersonation/impersonation-banner';
import { Footer } from './footer';
import { Navbar } from './navbar';
import classes from './shell.module.css';

/** The frame of every page: header with navigation, the page in <main>, footer. */
export function AppLayout() {
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <Navbar />
      <ImpersonationBanner />
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </div>
  );
}
