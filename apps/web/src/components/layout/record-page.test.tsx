import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { renderPage } from '../../testing/render-page';
import { PageShell } from './page-shell';
import { RecordPage } from './record-page';

function ShopPage() {
  return (
    <RecordPage ownShell missing={<p>No shop named</p>}>
      {(id) => (
        <PageShell navBar={false}>
          <p>Shop {id}</p>
        </PageShell>
      )}
    </RecordPage>
  );
}

describe('a record page whose view brings its own shell', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows the record in the view’s shell only, without a second bar', async () => {
    renderPage(ShopPage, '/pages/shop/index', '?id=7');
    expect(await screen.findByText('Shop 7')).toBeDefined();
    expect(screen.queryAllByRole('banner')).toHaveLength(0);
  });

  it('puts the missing state in a page shell with the bar when the address names no record', async () => {
    renderPage(ShopPage, '/pages/shop/index', '?id=x');
    expect(await screen.findByText('No shop named')).toBeDefined();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });
});
