// The published 0.0.5 package ships no usable typings (its "types" path does
// not exist). It is tested to behave like our source, so type it as ours.
declare module 'published-actuatorjs' {
  export * from '@actuatorjs/actuatorjs';
}
