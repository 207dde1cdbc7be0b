import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@weekends/shared';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { PersonalInformationForm } from './PersonalInformationForm.tsx';

const trigger =
  'relative -mb-px shrink-0 border-b-2 border-transparent px-1 pb-3 text-[13px] whitespace-nowrap sm:text-sm font-semibold text-slate-600 transition hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

/** Account Settings: Personal Information and Change Password as sub-tabs (arrow keys move between them). */
export function ProfilePanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <Tabs.Root defaultValue="personal" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Tabs.List
        aria-label={t('profile.tabsLabel')}
        className="grid grid-cols-2 border-b border-slate-200 px-3 pt-4 sm:flex sm:gap-6 sm:px-8 sm:pt-5"
      >
        <Tabs.Trigger value="personal" className={trigger}>
          {t('profile.personal')}
        </Tabs.Trigger>
        <Tabs.Trigger value="password" className={trigger}>
          {t('profile.password')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="personal" className="p-5 focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-8">
        <PersonalInformationForm user={user} />
      </Tabs.Content>
      <Tabs.Content value="password" className="p-5 focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-8">
        <ChangePasswordForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
