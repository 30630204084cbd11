/**
 * The ref of a GET form that the page checks itself once it runs: before hydration the browser
 * checks the fields (`min`, `max`, `step`) and sends them; from the hydration's commit on the
 * form is `novalidate` and the page's own inline messages take over. A ref, not a prop that
 * depends on "hydrated", so no part of the page has to render a second time for it.
 */
export function validateInScript(form: HTMLFormElement | null) {
  if (form) form.noValidate = true;
}
