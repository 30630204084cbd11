/**
 * Stands in for TanStack Form's `useFormGroup.js` (see vite.config.ts): `useForm` attaches a
 * `form.FormGroup` component to every form, which brings in the whole FormGroupApi. No form
 * here uses form groups, so both exports fail loudly if one ever does.
 */
function unused(): never {
  throw new Error('TanStack Form groups are not bundled (src/app/stubs/tanstack-form-group.ts)');
}

export const FormGroup = unused;
export const useFormGroup = unused;
