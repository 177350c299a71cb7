/** The original theme-common modules, aliased by ../index.ts for the stand-ins to re-export. */
declare module '@theme-common-original/*';
