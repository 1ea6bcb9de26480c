import { isPageEnabled, teamMemberPath } from '@dealer/schemas/routes';
import { SanityImage } from '../ui/sanity-image';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

/** Team members grid; each card links to /our-company/meet-our-team/{slug}. */
export function TeamSection({ id, section, site, data: { members } }: SectionWithDataProps<'teamSection'>) {
  if (members.length === 0) return null;
  const linked = isPageEnabled('team', site.enabledPages);
  return (
    <Section id={id} title={section.title}>
      <ul className={styles.grid}>
        {members.map((member) => {
          const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
          const body = (
            <>
              <SanityImage image={member.image} alt="" sizes="10rem" className={styles.portrait} />
              <span className={styles.cardTitle}>{name}</span>
              {member.title ? <span className={styles.muted}>{member.title}</span> : null}
              {member.department ? (
                <span className={`${styles.small} ${styles.eyebrow}`}>{member.department}</span>
              ) : null}
            </>
          );
          return (
            <li key={member._id}>
              {linked && member.slug ? (
                <SmartLink
                  href={teamMemberPath(member.slug)}
                  className={`${styles.card} ${styles.person} ${styles.cardLink}`}
                >
                  {body}
                </SmartLink>
              ) : (
                <div className={`${styles.card} ${styles.person}`}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
