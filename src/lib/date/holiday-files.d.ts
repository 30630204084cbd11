/** The keys of the holiday data's files (`de more/de …`, space-separated), from vite.config.ts's holidayFiles plugin. */
declare module 'virtual:holiday-files' {
  const files: string;
  export default files;
}
