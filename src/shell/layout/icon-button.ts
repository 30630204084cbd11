/**
 * The header's icon buttons look like the `ghost` `icon` Button, written out so that the shell
 * does not load the Button's variant machinery (class-variance-authority, Radix Slot).
 */
export const iconButtonClass =
  'inline-flex size-10 items-center justify-center rounded-md transition-colors hover:bg-accent hover:text-accent-foreground [&_svg]:size-4';
