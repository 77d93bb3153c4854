import { data, Outlet, type LoaderFunctionArgs } from "react-router";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

/** Layout "only" of the app: its pages exist only inside the native app wrapper (spec §2), else 404. */
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.isAppView) throw data(null, { status: 404 });
  return null;
}

export default function AppOnlyLayout() {
  return (
    <div className="layout layout--app layout--app-only">
      <div className="layout__content container">
        <Outlet />
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
