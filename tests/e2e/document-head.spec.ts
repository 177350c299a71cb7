import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

// `<Head>` (react-helmet-async) keeps the document head in step with the page:
// after a client-side navigation the head is the new page's, as it was built.

test.describe('the document head follows the page', () => {
  test('after a client-side navigation, the title, description, canonical link and html classes are the new page’s, as built', async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/docs/main/guides/health`);
    await waitForHydration(page);
    const before = await page.evaluate(() => document.title);
    await page.evaluate(() => {
      (window as unknown as {sameDocument: boolean}).sameDocument = true;
    });
    const next = page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /^Next/});
    const nextPath = await next.getAttribute('href');
    expect(nextPath).toBeTruthy();
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
    await expect(page).not.toHaveTitle(before);

    // The live head, and the head of the same page as built, summed up alike.
    const {live, built} = await page.evaluate(async (path) => {
      const summarise = (doc: Document) => {
        const attribute = (selector: string, name: string) =>
          doc.head.querySelector(selector)?.getAttribute(name) ?? null;
        return {
          title: doc.title,
          description: attribute('meta[name="description"]', 'content'),
          canonical: attribute('link[rel="canonical"]', 'href'),
          ogTitle: attribute('meta[property="og:title"]', 'content'),
          ogUrl: attribute('meta[property="og:url"]', 'content'),
          htmlClasses: Array.from(doc.documentElement.classList).sort(),
        };
      };
      const html = await (await fetch(path)).text();
      return {live: summarise(document), built: summarise(new DOMParser().parseFromString(html, 'text/html'))};
    }, nextPath as string);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(built.title).not.toBe(before);
    expect(live).toEqual(built);
  });
});
