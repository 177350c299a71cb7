import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

test.describe('Mermaid diagrams', () => {
  test('load only when the reader scrolls near them, then draw the diagram', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/guides/health`);
    await waitForHydration(page);
    const placeholder = page.locator('[aria-busy="true"]').first();
    await expect(placeholder).toBeAttached();
    await expect(placeholder).not.toBeInViewport();
    // Mermaid draws into this container; it does not exist until the diagram loads.
    await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);

    await placeholder.scrollIntoViewIfNeeded();
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 15_000});
    await expect(placeholder).not.toBeAttached();
  });
});
