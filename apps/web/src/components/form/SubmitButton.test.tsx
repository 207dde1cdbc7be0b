import { expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SubmitButton } from './SubmitButton.tsx';

it('while its request runs, says so and sends nothing more', () => {
  const submit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const { rerender } = render(
    <form onSubmit={submit}>
      <SubmitButton pending={false}>Save</SubmitButton>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submit).toHaveBeenCalledTimes(1);

  rerender(
    <form onSubmit={submit}>
      <SubmitButton pending>Save</SubmitButton>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Wait..' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  fireEvent.click(button);
  expect(submit).toHaveBeenCalledTimes(1);
});

it('is red for a step that cannot be taken back, in the brand colour otherwise', () => {
  render(
    <>
      <SubmitButton pending={false}>Save</SubmitButton>
      <SubmitButton pending={false} tone="danger">
        Delete
      </SubmitButton>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Save' }).className).toMatch(/\bbg-brand-700\b/);
  const danger = screen.getByRole('button', { name: 'Delete' }).className;
  expect(danger).toMatch(/\bbg-red-700\b/);
  expect(danger).not.toMatch(/\bbg-brand-700\b/);
});
