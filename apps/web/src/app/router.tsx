import { Route, Routes } from 'react-router';
import { AppLayout } from './layouts/app-layout.tsx';
import { LazyPage } from './lazy-page.tsx';
import { RequireLogin } from './route-guard.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { routes } from './routes.ts';

/** Every route of the table inside the app layout; guarded ones behind RequireLogin. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routes.map((route) => {
          const page = <LazyPage key={route.path} route={route} />;
          return (
            <Route
              key={route.path}
              path={route.path}
              element={route.public ? page : <RequireLogin key={route.path}>{page}</RequireLogin>}
            />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
