import type { TimelineItem } from '@hibi/contract';
import { describe, expect, it } from 'vitest';
import { viewerSlides } from './viewer-slides';

const photo: TimelineItem = {
  mediaId: '11111111-1111-4111-8111-111111111111',
  shootingAt: '2026-11-20T00:30:00.000Z',
  kind: 'photo',
  width: 4032,
  height: 3024,
  placeholder: null,
  thumbnailUrl: '/media/t',
  mediumUrl: '/media/m',
  previewUrl: '/media/p',
  originalUrl: '/media/o',
};

describe('viewerSlides', () => {
  it('shows the preview and offers the full size for zooming', () => {
    const [slide] = viewerSlides([photo]);
    expect(slide).toMatchObject({ src: '/media/p', alt: '2026/11/20（金）09:30の写真' });
    expect(slide && 'srcSet' in slide ? slide.srcSet : []).toEqual([
      { src: '/media/p', width: 1440, height: 1080 },
      { src: '/media/o', width: 4032, height: 3024 },
    ]);
  });

  it('plays a video from its MP4 with its poster', () => {
    const [slide] = viewerSlides([
      { ...photo, kind: 'video', videoUrl: '/media/v.mp4', posterUrl: '/media/poster' },
    ]);
    expect(slide).toMatchObject({
      type: 'video',
      poster: '/media/poster',
      sources: [{ src: '/media/v.mp4' }],
    });
  });
});
