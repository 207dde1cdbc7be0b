import { LineIcon, type IconProps } from '../../components/LineIcon.tsx';

/** A person and a key: the passkey mark, as the platforms draw it. */
export function PasskeyIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="9" cy="7.5" r="3.5" />
      <path d="M3 20v-1.5A4.5 4.5 0 017.5 14h3" />
      <circle cx="17" cy="13" r="2.5" />
      <path d="M17 15.5V21m0-2.5h2" />
    </LineIcon>
  );
}
