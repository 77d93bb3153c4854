import { Outlet } from "react-router";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

/** Layout "plain-print": printable documents (terms) without any page chrome. */
export default function PlainPrintLayout() {
  return (
    <div className="layout layout--plain-print">
      <div className="container print-page">
        <Outlet />
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
