import type { ComponentProps } from 'react';
import { UAE_DIGITS, UAE_PREFIX } from '@weekends/shared';
import { AffixField } from './AffixField.tsx';

type Props = Omit<ComponentProps<typeof AffixField>, 'prefix' | 'suffix' | 'inputMode' | 'maxLength'>;

/**
 * A UAE number typed as the 9 digits after a fixed +971, which is how a host's phones and landlines are kept.
 * Each form says its own autocomplete and placeholder: only the main contact's mobile is the visitor's own number.
 */
export function UaePhoneField(props: Props) {
  return <AffixField prefix={UAE_PREFIX} inputMode="numeric" maxLength={UAE_DIGITS} {...props} />;
}
