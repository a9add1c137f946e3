// Option lists of the premium bio generator (premium-and-admin.md section 3).
export const BIO_GENRES = [
  'Rock', 'Pop', 'Hip-Hop', 'Electronic', 'Folk', 'Country', 'Jazz', 'Blues',
  'Metal', 'Punk', 'Indie', 'Alternative', 'R&B', 'Reggae', 'Classical', 'Experimental',
] as const;

export const BIO_SUB_GENRES: Partial<Record<(typeof BIO_GENRES)[number], readonly string[]>> = {
  Rock: ['Classic', 'Hard', 'Progressive', 'Psychedelic', 'Garage', 'Surf Rock'],
  Electronic: ['House', 'Techno', 'Ambient', 'Drum & Bass', 'Synthwave', 'Dubstep'],
  Metal: ['Heavy', 'Thrash', 'Death', 'Black', 'Doom', 'Progressive'],
  'Hip-Hop': ['Boom Bap', 'Trap', 'Conscious', 'Lo-Fi', 'Drill', 'Alternative'],
  Folk: ['Traditional', 'Indie Folk', 'Folk Rock', 'Americana', 'Celtic', 'Singer-Songwriter'],
  Pop: ['Synth-Pop', 'Indie Pop', 'Dream Pop', 'Electropop', 'Art Pop', 'Power Pop'],
};

export const PERSONALITY_TRAITS = [
  'Rebellious', 'Introspective', 'Energetic', 'Melancholic', 'Experimental', 'Nostalgic',
  'Political', 'Spiritual', 'Humorous', 'Dark', 'Optimistic', 'Mysterious',
  'Authentic', 'Innovative', 'Traditional', 'Provocative', 'Romantic', 'Philosophical',
] as const;

export const FOCUS_AREAS = [
  'Musical Evolution', 'Personal Struggles', 'Creative Process', 'Industry Journey', 'Cultural Impact', 'Live Performances',
  'Collaborations', 'Social Causes', 'Technical Innovation', 'Fan Community', 'Recording Stories', 'Touring Adventures',
] as const;

export const BIO_SECTIONS = [
  'Formation Story', 'Musical Influences', 'Discography Highlights', 'Live Performance History', 'Awards & Recognition', 'Critical Reception',
  'Fan Base', 'Future Plans', 'Side Projects', 'Production Credits', 'Charity Work', 'Cultural Impact',
] as const;

export const WRITING_STYLES = [
  'Professional Press Release', 'Magazine Feature', 'Personal Narrative', 'Documentary Style', 'Fan-Friendly', 'Industry Professional',
  'Academic Analysis', 'Creative Storytelling', 'Interview-Based', 'Timeline Format', 'Achievement-Focused', 'Journey-Focused',
] as const;

export const CURRENT_STATUSES = [
  { value: 'Active', label: 'Active' },
  { value: 'On Hiatus', label: 'On Hiatus' },
  { value: 'Recording', label: 'Recording New Material' },
  { value: 'Touring', label: 'Currently Touring' },
  { value: 'Reformed', label: 'Recently Reformed' },
  { value: 'Side Project', label: 'Side Project' },
] as const;

export const TARGET_AUDIENCES = [
  'General Music Fans', 'Industry Professionals', 'Music Press', 'Record Labels', 'Booking Agents', 'Academic/Scholarly',
] as const;

export const TONES = ['Professional', 'Casual', 'Edgy', 'Poetic', 'Technical', 'Humorous', 'Dramatic'] as const;

export const BIO_LENGTHS = [
  { value: 'Short', label: 'Short (150-250 words)', min: 150, max: 250 },
  { value: 'Medium', label: 'Medium (300-500 words)', min: 300, max: 500 },
  { value: 'Long', label: 'Long (600-800 words)', min: 600, max: 800 },
  { value: 'Extended', label: 'Extended (1000+ words)', min: 1000, max: 1300 },
] as const;

export const BIO_DEFAULTS = {
  tone: 'Professional',
  length: 'Medium',
  writingStyle: 'Professional Press Release',
  targetAudience: 'General Music Fans',
} as const;
