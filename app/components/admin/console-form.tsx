import type { ComponentProps } from "react";
import { Form } from "react-router";
import { useConsole } from "./use-console.ts";

/** The field every console change carries: the session's CSRF token (app/routes/admin/console.server.ts). */
export function CsrfField() {
  const { csrf } = useConsole();
  return <input type="hidden" name="_csrf" value={csrf} />;
}

/** A console form: posted to its page (or `action`), with the CSRF token; works without JavaScript. */
export function ConsoleForm({ children, ...props }: ComponentProps<typeof Form>) {
  return (
    <Form method="post" {...props}>
      <CsrfField />
      {children}
    </Form>
  );
}
