import type { Member } from '../../api/contract/membership.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { memberName } from './profile-labels.ts';

/** The profile as it is now (product.md §3 member labels). */
export function ProfileDetails({ member }: { member: Member }) {
  const t = useT();
  const { locale } = useLocale();
  const Heading = useHeading(2);
  const kana = memberName(member.first_name_kana, member.last_name_kana, locale);
  const address = [
    member.postal_code,
    member.prefecture_or_state,
    member.street_address,
    member.building_name_and_number,
  ]
    .filter(Boolean)
    .join(' ');
  const row = (label: string, value: string) => (
    <>
      <dt>{label}</dt>
      <dd>
        <bdi>{value || t('account.profile.none')}</bdi>
      </dd>
    </>
  );
  return (
    <section className="hb-card" aria-labelledby="hb-ac-profile">
      <Heading id="hb-ac-profile" className="hb-ac-heading">
        {t('account.profile.title')}
      </Heading>
      <dl className="hb-ac-dl">
        {row(t('account.profile.membershipId'), member.membership_id)}
        {row(t('account.profile.program'), member.program_name)}
        {row(t('account.profile.name'), memberName(member.first_name, member.last_name, locale))}
        {kana && row(t('account.profile.kana'), kana)}
        {row(t('manage.guests.phone'), member.phone ?? '')}
        {row(t('account.profile.address'), address)}
        {row(
          t('account.profile.promotionEmails'),
          member.accepts_promotion_emails ? t('account.profile.yes') : t('account.profile.no'),
        )}
        <dt>{t('account.profile.loginEmail')}</dt>
        <dd>
          <bdi>{member.email}</bdi>
          {member.pending_email && (
            <>
              <br />
              <bdi>{member.pending_email}</bdi>
              <span className="hb-ac-pending">{t('account.profile.pending')}</span>
            </>
          )}
        </dd>
      </dl>
    </section>
  );
}
