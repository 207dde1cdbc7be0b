import { LineIcon as Icon, type IconProps } from '../../../components/LineIcon.tsx';

/** Small line icons for this page. */
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
export const HourglassIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.5 3h11M6.5 21h11M7.5 3c0 5 9 5 9 9s-9 4-9 9M16.5 3c0 5-9 5-9 9s9 4 9 9" />
  </Icon>
);
export const TicketIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 8.5V6.5a1 1 0 011-1h15a1 1 0 011 1v2a2.5 2.5 0 000 5v2a1 1 0 01-1 1h-15a1 1 0 01-1-1v-2a2.5 2.5 0 000-5z" />
    <path d="M14 5.5v13" strokeDasharray="2 2" />
  </Icon>
);
export const BadgeCheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l2.4 1.7 2.9-.2.9 2.8 2.3 1.8-1 2.9 1 2.9-2.3 1.8-.9 2.8-2.9-.2L12 21l-2.4-1.7-2.9.2-.9-2.8-2.3-1.8 1-2.9-1-2.9 2.3-1.8.9-2.8 2.9.2z" />
    <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
  </Icon>
);
export const ArrowRightCircleIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9 12h6M12.5 9l3 3-3 3" />
  </Icon>
);
export const MapPinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0113 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);
export const CrossIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
  </Icon>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14.5 5.5L8 12l6.5 6.5" />
  </Icon>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9.5 5.5L16 12l-6.5 6.5" />
  </Icon>
);
export const InfoIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
);
export const AlertIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5M12 16.2h.01" />
  </Icon>
);
