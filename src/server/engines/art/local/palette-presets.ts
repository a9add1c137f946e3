// Hand-tuned palettes. Each is a record sleeve's colour story: sky (backdrop top → bottom),
// ground (far → near masses), accent (the focal: sun, iris, neon), accent2, ink (darkest), paper.
export interface PalettePreset {
  sky: [string, string];
  ground: [string, string, string];
  accent: string;
  accent2: string;
  ink: string;
  paper: string;
}

export const PRESETS = {
  'cold-neon': { sky: ['#06030d', '#1b0b33'], ground: ['#3a1670', '#22094a', '#0d0420'], accent: '#ff2bd6', accent2: '#19f0ff', ink: '#04020a', paper: '#e8f7ff' },
  'synth-sunset': { sky: ['#12002e', '#ff4f9a'], ground: ['#3b0d6b', '#220849', '#0c0220'], accent: '#ffb000', accent2: '#00e5ff', ink: '#080014', paper: '#fff1fb' },
  'basement-heat': { sky: ['#2a0c04', '#b8380c'], ground: ['#e0601f', '#96290f', '#451409'], accent: '#ffb627', accent2: '#ff3b1f', ink: '#1c0804', paper: '#fde8c8' },
  'funk-70s': { sky: ['#f6c445', '#ef8a24'], ground: ['#e2531f', '#8c3b1f', '#5b2a86'], accent: '#5b2a86', accent2: '#2a9d8f', ink: '#2b140b', paper: '#fbf0d9' },
  'blood-bone': { sky: ['#0b0b0c', '#2e1414'], ground: ['#4a4348', '#242226', '#0e0e10'], accent: '#c0141e', accent2: '#d8cfbd', ink: '#050505', paper: '#e9e2d0' },
  'frost-black': { sky: ['#0c1016', '#46525f'], ground: ['#6b7786', '#2a313b', '#0a0d11'], accent: '#e6edf3', accent2: '#7d8fa3', ink: '#030405', paper: '#eef2f5' },
  'doom-ochre': { sky: ['#1d1208', '#7a4614'], ground: ['#5a3410', '#2e1a08', '#120a04'], accent: '#e8a030', accent2: '#8a2212', ink: '#0a0602', paper: '#efe2c6' },
  'candy-pop': { sky: ['#ffd6e8', '#ff8fc7'], ground: ['#7b61ff', '#ff4f9a', '#ffd23f'], accent: '#ffd23f', accent2: '#1fc8a8', ink: '#2a1a4a', paper: '#fff6fb' },
  'dream-haze': { sky: ['#b9a6f5', '#ffc8dd'], ground: ['#9cc7f5', '#c7a8dc', '#8b7bc4'], accent: '#fff3b0', accent2: '#ff8fab', ink: '#2f2852', paper: '#fdf8ff' },
  'street-gold': { sky: ['#0d0d0d', '#2d251a'], ground: ['#45403a', '#26231f', '#111111'], accent: '#f5c518', accent2: '#d81b60', ink: '#050505', paper: '#f4efe6' },
  'concrete-purple': { sky: ['#1a1230', '#563179'], ground: ['#7a5a9e', '#3b2858', '#160f24'], accent: '#ffcc4d', accent2: '#ff5e78', ink: '#0a0612', paper: '#f5eefa' },
  'lofi-dusk': { sky: ['#2d3a5a', '#eaa79c'], ground: ['#66739a', '#3a4463', '#20263a'], accent: '#ffd6a5', accent2: '#9bc1bc', ink: '#161a26', paper: '#f7efe5' },
  'earth-folk': { sky: ['#f3e3c3', '#e5c28f'], ground: ['#93a361', '#5f7a4a', '#3a4a30'], accent: '#c8553d', accent2: '#e0a458', ink: '#2a2418', paper: '#f8f1e1' },
  'dust-road': { sky: ['#f6d7a7', '#e59f62'], ground: ['#c47a45', '#8c5030', '#4b2e1e'], accent: '#fff1c1', accent2: '#2f5d62', ink: '#24160e', paper: '#fbf3e4' },
  'midnight-brass': { sky: ['#0b1a2e', '#24466e'], ground: ['#2c5480', '#15304f', '#0a1a2d'], accent: '#e6b54e', accent2: '#d2593f', ink: '#050b14', paper: '#f3ead7' },
  'blue-smoke': { sky: ['#101c33', '#3b6596'], ground: ['#2f5385', '#1b3152', '#0e1a2e'], accent: '#f2a541', accent2: '#9ad1d4', ink: '#070d18', paper: '#eef0ea' },
  'soul-velvet': { sky: ['#3a0f2e', '#a8354f'], ground: ['#d0603f', '#7a1f3d', '#3a0f2e'], accent: '#ffc15e', accent2: '#f28c8c', ink: '#1a0612', paper: '#fbe9dc' },
  'rock-red': { sky: ['#f1e4c7', '#e8c48f'], ground: ['#c1272d', '#7d1d21', '#231f20'], accent: '#c1272d', accent2: '#1d3557', ink: '#151313', paper: '#f6edd9' },
  'garage-denim': { sky: ['#c9d6df', '#7e9cb5'], ground: ['#3d5a80', '#293241', '#1a202b'], accent: '#ee6c4d', accent2: '#e0fbfc', ink: '#141a22', paper: '#f4f1ea' },
  'grunge-moss': { sky: ['#3a3f2b', '#77754c'], ground: ['#5a653d', '#343b24', '#1a1d12'], accent: '#d4aa2a', accent2: '#8e2c1f', ink: '#0d0f08', paper: '#e4dfc8' },
  'psyche-acid': { sky: ['#ff6f3c', '#ffc93c'], ground: ['#9b5de5', '#f15bb5', '#00a6e0'], accent: '#00f5d4', accent2: '#fee440', ink: '#240046', paper: '#fff8e7' },
  'post-rock-dawn': { sky: ['#1b263b', '#e0a96d'], ground: ['#4a6584', '#2b3a55', '#0d1b2a'], accent: '#fcefd4', accent2: '#e07a5f', ink: '#060d16', paper: '#f2efe8' },
  'punk-riot': { sky: ['#ffe600', '#ffd000'], ground: ['#ff2a6d', '#1a1a1a', '#0a0a0a'], accent: '#ff2a6d', accent2: '#1a1a1a', ink: '#0a0a0a', paper: '#fffbe6' },
  'techno-mono': { sky: ['#0a0a0a', '#202020'], ground: ['#3a3a3a', '#1d1d1d', '#0d0d0d'], accent: '#e4ff1a', accent2: '#ff3c00', ink: '#000000', paper: '#f0f0f0' },
  'house-sunrise': { sky: ['#ff9a8b', '#ff6a88'], ground: ['#ff99ac', '#6a4c93', '#1982c4'], accent: '#ffd166', accent2: '#06d6a0', ink: '#2b193d', paper: '#fff5ee' },
  'ambient-mist': { sky: ['#dfe8e3', '#a3c4bc'], ground: ['#7fa99b', '#5a7d7c', '#3b5249'], accent: '#f4f1de', accent2: '#e07a5f', ink: '#1f2a28', paper: '#f7faf8' },
  'ocean-deep': { sky: ['#03045e', '#0077b6'], ground: ['#00a4cc', '#0077b6', '#023e8a'], accent: '#caf0f8', accent2: '#ffb703', ink: '#020230', paper: '#eefbff' },
  'reggae-sun': { sky: ['#ffd23f', '#ee9b00'], ground: ['#2d6a4f', '#1b4332', '#9b2226'], accent: '#ae2012', accent2: '#52b788', ink: '#10150f', paper: '#fff4d6' },
  'classical-ivory': { sky: ['#f4efe3', '#d9cdb4'], ground: ['#8a7e6b', '#5c5346', '#2f2a22'], accent: '#9e2a2b', accent2: '#c9a227', ink: '#1b1812', paper: '#fbf8f0' },
  'world-spice': { sky: ['#f4a261', '#e76f51'], ground: ['#2a9d8f', '#264653', '#e9c46a'], accent: '#e9c46a', accent2: '#d62828', ink: '#1a1a1a', paper: '#fdf3e1' },
  'experimental-clash': { sky: ['#e8e8e0', '#c4c4b6'], ground: ['#ff4f00', '#1d1d1b', '#0047ff'], accent: '#ff4f00', accent2: '#0047ff', ink: '#111111', paper: '#f3f3ec' },
  'romance-rose': { sky: ['#ffe5ec', '#ffb3c6'], ground: ['#fb6f92', '#c9184a', '#800f2f'], accent: '#ffd6a5', accent2: '#800f2f', ink: '#2b0a14', paper: '#fff5f7' },
  toxic: { sky: ['#050a05', '#12290f'], ground: ['#24461e', '#11230d', '#050a05'], accent: '#9dff00', accent2: '#ff00a8', ink: '#000000', paper: '#efffe0' },
  ice: { sky: ['#e0f2fe', '#a5d8ff'], ground: ['#74c0fc', '#4dabf7', '#1c7ed6'], accent: '#ffffff', accent2: '#1864ab', ink: '#0b1f33', paper: '#f8fcff' },
  desert: { sky: ['#f9dcc4', '#f4a261'], ground: ['#e76f51', '#b5542d', '#6d2e1b'], accent: '#fff3b0', accent2: '#264653', ink: '#26120a', paper: '#fff6ea' },
  'forest-night': { sky: ['#0b1d17', '#24443a'], ground: ['#2f5040', '#1a2e24', '#0b1510'], accent: '#f2e8cf', accent2: '#bc4749', ink: '#040a07', paper: '#eef3ea' },
  'rain-slate': { sky: ['#2b2d42', '#8d99ae'], ground: ['#5c677d', '#3a4256', '#1d2231'], accent: '#edf2f4', accent2: '#ef233c', ink: '#0b0d14', paper: '#f0f2f5' },
  'sunny-beach': { sky: ['#8ecae6', '#ffe8a3'], ground: ['#ffb703', '#fb8500', '#1b8fb0'], accent: '#fff3b0', accent2: '#ff006e', ink: '#023047', paper: '#fffaf0' },
  'luxury-gold': { sky: ['#0a0a0a', '#1e170a'], ground: ['#4a3a17', '#241c0c', '#0a0804'], accent: '#d4af37', accent2: '#f5e6b8', ink: '#000000', paper: '#faf3e0' },
} as const satisfies Record<string, PalettePreset>;

export type PresetName = keyof typeof PRESETS;
