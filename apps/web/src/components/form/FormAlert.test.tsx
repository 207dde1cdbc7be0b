import { afterEach, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormAlert } from './FormAlert.tsx';

afterEach(() => {
  delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

it('comes into view when it appears, without moving a page where it is already visible', () => {
  const scrollIntoView = vi.fn();
  // jsdom has no scrollIntoView; a browser's is stood in for here.
  HTMLElement.prototype.scrollIntoView = scrollIntoView;
  const { rerender } = render(<FormAlert>Something went wrong</FormAlert>);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
  rerender(<FormAlert>Something went wrong</FormAlert>);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});

it('is a status, not an alert, for a success', () => {
  render(<FormAlert tone="success">Saved</FormAlert>);
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});
