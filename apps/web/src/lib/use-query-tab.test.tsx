import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page';
import { useQueryTab } from './use-query-tab';

const STATES = [1, 2, 3] as const;

function TabsPage() {
  const [state, setState] = useQueryTab('state', STATES, 1);
  return (
    <>
      <p>Tab {state}</p>
      {STATES.map((value) => (
        <button key={value} type="button" onClick={() => setState(value)}>
          Show {value}
        </button>
      ))}
    </>
  );
}

describe('a tab kept in the address', () => {
  it.each([
    ['?state=2', 'Tab 2'],
    ['?state=9', 'Tab 1'],
    ['', 'Tab 1'],
  ])('opens %s on the named tab, or the first one (%s)', async (search, shown) => {
    renderPage(TabsPage, '/pages/mycode', search);
    expect(await screen.findByText(shown)).toBeDefined();
  });

  it('writes the chosen tab in place of the entry, and nothing for the first tab', async () => {
    const { router } = renderPage(TabsPage, '/pages/mycode');
    await screen.findByText('Tab 1');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Show 3' })));
    expect(router.state.location.search).toBe('?state=3');
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Show 1' })));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Tab 1')).toBeDefined();
  });
});
