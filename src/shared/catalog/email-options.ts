// Option lists of the outreach e-mail generator (premium-and-admin.md section 3).
export const RECIPIENT_TYPES = [
  { value: 'venue-booker', label: 'Venue Booker' },
  { value: 'record-label', label: 'Record Label' },
  { value: 'music-blogger', label: 'Music Blogger' },
  { value: 'radio-dj', label: 'Radio DJ' },
  { value: 'festival-promoter', label: 'Festival Promoter' },
  { value: 'manager-agent', label: 'Manager / Agent' },
  { value: 'producer', label: 'Producer' },
  { value: 'sponsor', label: 'Sponsor' },
] as const;

/** Purposes; press-release is the premium tab's, press-kit the e-mail writer page's, playlist-submission the premium tab's only. */
export const EMAIL_PURPOSES = [
  { value: 'booking-inquiry', label: 'Booking Inquiry', where: 'both' },
  { value: 'music-submission', label: 'Music Submission', where: 'both' },
  { value: 'press-release', label: 'Press Release', where: 'premium' },
  { value: 'press-kit', label: 'Press Kit', where: 'email-writer' },
  { value: 'interview-request', label: 'Interview Request', where: 'both' },
  { value: 'playlist-submission', label: 'Playlist Submission', where: 'premium' },
  { value: 'collaboration', label: 'Collaboration', where: 'both' },
  { value: 'representation', label: 'Representation', where: 'both' },
  { value: 'sponsorship', label: 'Sponsor Proposal', where: 'both' },
  { value: 'follow-up', label: 'Follow-up', where: 'both' },
  { value: 'thank-you', label: 'Thank You', where: 'both' },
] as const;

export const EMAIL_TONES = [
  { value: 'professional-formal', label: 'Professional & Formal' },
  { value: 'friendly-professional', label: 'Friendly Professional' },
  { value: 'confident-bold', label: 'Confident & Bold' },
  { value: 'humble-respectful', label: 'Humble & Respectful' },
  { value: 'creative-casual', label: 'Creative & Casual' },
] as const;

export const EXPERIENCE_LEVELS = [
  { value: 'new-band', label: 'New Band (0-1 years)' },
  { value: 'emerging', label: 'Emerging (1-3 years)' },
  { value: 'established', label: 'Established (3-7 years)' },
  { value: 'veteran', label: 'Veteran (7+ years)' },
] as const;

/** Who the e-mail speaks for: a solo artist writes 'I', a duo or band 'we' (blank: read from the details). */
export const LINEUPS = [
  { value: 'solo', label: 'Solo artist' },
  { value: 'duo', label: 'Duo' },
  { value: 'band', label: 'Band (3 or more)' },
] as const;

export const EMAIL_FALLBACK_SUBJECT = 'Music Industry Inquiry';
