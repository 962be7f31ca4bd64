import type { ComponentProps } from "react";
import { Form, useLocation } from "react-router";
import { useConsole } from "./use-console.ts";

/** The field every console change carries: the session's CSRF token (app/routes/admin/console.server.ts). */
export function CsrfField() {
  const { csrf } = useConsole();
  return <input type="hidden" name="_csrf" value={csrf} />;
}

/**
 * A console form: posted to its page (or `action`), with the CSRF token; works without JavaScript.
 * Its page's address is written out: React Router resolves a missing action without the trailing
 * slash on the server and with it in the browser, which differ at hydration.
 */
export function ConsoleForm({ children, action, ...props }: ComponentProps<typeof Form>) {
  const location = useLocation();
  return (
    <Form method="post" action={action ?? `${location.pathname}${location.search}`} {...props}>
      <CsrfField />
      {children}
    </Form>
  );
}
