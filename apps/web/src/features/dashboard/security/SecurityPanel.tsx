import { AuthenticatorSection } from './AuthenticatorSection.tsx';
import { DevicesSection } from './DevicesSection.tsx';
import { PasskeysSection } from './PasskeysSection.tsx';
import { RecentSignInsSection } from './RecentSignInsSection.tsx';
import { YourDataSection } from './YourDataSection.tsx';

/**
 * /customer/dashboard/security: how the account is protected and what we hold about its owner. One section a
 * concern, each its own file beside this one, in the order a person looks for them: how they sign in (passkeys, the
 * second step), where they are signed in, and their data.
 */
export function SecurityPanel() {
  return (
    <div className="space-y-6">
      <PasskeysSection />
      <AuthenticatorSection />
      <DevicesSection />
      <RecentSignInsSection />
      <YourDataSection />
    </div>
  );
}
