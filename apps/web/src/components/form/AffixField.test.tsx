import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AffixField } from './AffixField.tsx';
import { TextField } from './TextField.tsx';

afterEach(cleanup);

it('keeps a phone number and its country code left to right on a right-to-left page', () => {
  render(
    <div dir="rtl">
      <AffixField label="رقم الهاتف" prefix="+971" />
      <TextField label="البريد الإلكتروني" type="email" />
      <TextField label="الاسم" />
    </div>,
  );
  // The code and the number sit in one left-to-right row ('+971 | 5…', never '971+').
  expect(screen.getByText('+971').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByLabelText('الاسم')).not.toHaveAttribute('dir');
});
