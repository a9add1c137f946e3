// Analytics event names (premium-and-admin.md section 7 and the page views of both specs).
export const PAGE_VIEW_EVENT = 'page_view';
export const ANALYTICS_EVENTS = {
  pageView: PAGE_VIEW_EVENT,
  videoProgress: 'video_progress',
  videoPlay: 'video_play',
  videoPause: 'video_pause',
  videoComplete: 'video_complete',
  albumCoverGenerated: 'album_cover_generated',
  albumCoverDownload: 'album_cover_download',
  albumCoverRegenerate: 'album_cover_regenerate',
  suggestionApplied: 'suggestion_applied',
  premiumUpgradeClick: 'premium_upgrade_click',
  upgradeClick: 'upgrade_click',
  tryFreeClick: 'try_free_click',
  conversion: 'conversion',
} as const;
