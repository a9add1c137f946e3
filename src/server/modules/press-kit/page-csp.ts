// The press kit page's own content security policy: the site's, with frame-src naming exactly the
// origins of the players the kit shows ('none' without players), so the page can frame those
// services and nothing else.
import { PLAYER_FRAME_ORIGINS, type PlayerEmbed } from '@shared/contracts/press-kit-players';

export function frameOrigins(players: readonly PlayerEmbed[]): string[] {
  return [...new Set(players.map((p) => PLAYER_FRAME_ORIGINS[p.service]))].sort();
}

export function pageCsp(sitePolicy: string, origins: readonly string[]): string {
  const frames = `frame-src ${origins.length ? origins.join(' ') : "'none'"}`;
  const directives = sitePolicy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .filter((d) => !/^(frame-src|child-src)\b/i.test(d));
  return [...directives, frames].join(';');
}
