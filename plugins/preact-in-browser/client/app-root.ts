// React 19 renders a `<link rel="preload" as="image">` for the first images
// of a page (here the navbar logo) at the start of the app's root element;
// its own hydration knows to skip them. Preact matches the root's children to
// the components in order, so such a link makes it discard and re-create the
// whole page at load: a long task, and a late paint of the largest element.
// This runs before hydration and moves the links into <head>, where they keep
// doing their job (the image was already requested while the HTML parsed).
if (typeof document !== 'undefined') {
  const root = document.getElementById('__docusaurus');
  for (const link of Array.from(root?.querySelectorAll(':scope > link') ?? [])) document.head.append(link);
}
