// Links: the band's website and networks and the booking e-mail, each checked as the server checks
// it (a network's field takes only that network's addresses).
import { PRESS_KIT_LINKS, PRESS_KIT_LINK_LABELS, PRESS_KIT_LIMITS as L, type PressKitLink } from '@shared/contracts/press-kit';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Section, type SectionProps } from './section';

const PLACEHOLDERS: Record<PressKitLink, string> = {
  website: 'https://yourband.com',
  bandcamp: 'https://yourband.bandcamp.com',
  spotify: 'https://open.spotify.com/artist/…',
  appleMusic: 'https://music.apple.com/gb/artist/…',
  soundcloud: 'https://soundcloud.com/yourband',
  youtube: 'https://www.youtube.com/@yourband',
  instagram: 'https://www.instagram.com/yourband',
  tiktok: 'https://www.tiktok.com/@yourband',
  facebook: 'https://www.facebook.com/yourband',
  x: 'https://x.com/yourband',
  mastodon: 'https://mastodon.social/@yourband',
};

export function LinksFields({ draft, edit, errors }: SectionProps) {
  const set = (field: PressKitLink | 'bookingEmail', value: string) => edit((d) => ({ ...d, links: { ...d.links, [field]: value } }));
  return (
    <Section title="Links">
      <div className="grid gap-4 sm:grid-cols-2">
        {PRESS_KIT_LINKS.map((link) => (
          <Field key={link} id={`pk-links-${link}`} label={<>{PRESS_KIT_LINK_LABELS[link]} <Optional /></>} error={errors[`pk-links-${link}`]}>
            <Input type="url" inputMode="url" value={draft.links[link]} onChange={(e) => set(link, e.target.value)} maxLength={L.urlMax} placeholder={PLACEHOLDERS[link]} />
          </Field>
        ))}
        <Field id="pk-links-bookingEmail" label={<>Booking e-mail <Optional /></>} error={errors['pk-links-bookingEmail']}>
          <Input type="email" inputMode="email" autoComplete="email" value={draft.links.bookingEmail} onChange={(e) => set('bookingEmail', e.target.value)} maxLength={254} placeholder="booking@yourband.com" />
        </Field>
      </div>
    </Section>
  );
}
