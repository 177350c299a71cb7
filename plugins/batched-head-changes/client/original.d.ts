/** react-helmet-async itself, aliased by ../index.ts for the stand-in to re-export. */
declare module '@react-helmet-async-original' {
  export * from 'react-helmet-async';
}
