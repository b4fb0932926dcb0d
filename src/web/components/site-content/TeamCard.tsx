import { ResponsiveImage } from '../media/ResponsiveImage';
import type { TeamCardData } from '../../../domain/site-blocks-text';

/** A team member: their photo, or a circle with their initials (never a stand-in landscape). */
export function TeamAvatar({ member, size }: { member: TeamCardData; size: 'large' | 'small' }) {
  const frame = size === 'large' ? 'h-32 w-32 text-4xl' : 'h-16 w-16 text-xl';
  if (member.photo) {
    return (
      <ResponsiveImage
        picture={member.photo.picture}
        alt={member.photo.alt}
        sizes={size === 'large' ? '128px' : '64px'}
        ratio="1 / 1"
        className={`${frame} shrink-0 rounded-full`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${frame} flex shrink-0 items-center justify-center rounded-full bg-green-800 font-bold tracking-wide text-white`}
    >
      {member.initials}
    </span>
  );
}

/** The about page's card: avatar, name, role and a short biography. */
export function TeamCard({ member }: { member: TeamCardData }) {
  return (
    <li className="flex flex-col items-center rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm">
      <TeamAvatar member={member} size="large" />
      <h3 className="mt-5 text-xl font-semibold text-green-950">{member.name}</h3>
      <p className="font-medium text-green-800">{member.role}</p>
      {member.bio && <p className="mt-3 text-stone-700">{member.bio}</p>}
    </li>
  );
}
