import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDisclosure } from './use-disclosure';

function Answer() {
  const { open, contentId, toggleProps } = useDisclosure();
  return (
    <>
      <button type="button" {...toggleProps}>
        Question
      </button>
      <p id={contentId}>{open ? 'The whole answer' : 'The first line'}</p>
    </>
  );
}

describe('a disclosure', () => {
  it('starts closed and opens and closes from its button, which names what it controls', () => {
    render(<Answer />);
    const button = screen.getByRole('button', { name: 'Question' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByText('The first line').id);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('The whole answer')).toBeDefined();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
