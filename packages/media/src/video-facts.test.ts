import { describe, expect, it } from 'vitest';
import { appleCreationDate, type ProbeJson, videoFactsOf } from './video-facts.ts';

const probe = (stream: NonNullable<ProbeJson['streams']>[number], tags = {}): ProbeJson => ({
  format: { duration: '2.000000', tags },
  streams: [{ codec_type: 'audio' }, { codec_type: 'video', width: 568, height: 320, ...stream }],
});

describe('videoFactsOf', () => {
  it('turns a portrait iPhone video upright by its display matrix, which new ffprobe gives only as side data', () => {
    const matrix = { side_data_type: 'Display Matrix', rotation: -90 };
    const facts = videoFactsOf(probe({ side_data_list: [matrix] }));
    expect([facts.width, facts.height]).toEqual([320, 568]);
    expect([videoFactsOf(probe({ side_data_list: [{ rotation: 270 }] })).width]).toEqual([320]);
  });

  it('reads the rotate tag of older files, and leaves a video turned upside down as stored', () => {
    expect(videoFactsOf(probe({ tags: { rotate: '90' } })).width).toBe(320);
    expect(videoFactsOf(probe({ side_data_list: [{ rotation: 180 }] })).width).toBe(568);
    expect(videoFactsOf(probe({})).height).toBe(320);
  });

  it("keeps the video stream's own length beside the container's", () => {
    const facts = videoFactsOf({ ...probe({ duration: '0.100000' }), format: { duration: '0.170000' } });
    expect([facts.durationMs, facts.videoDurationMs]).toEqual([170, 100]);
    expect(videoFactsOf(probe({})).videoDurationMs).toBe(2000);
  });

  it("dates an iPhone clip by Apple's creation date, when recording began, not the file's write time", () => {
    const tags = {
      creation_time: '2024-05-01T01:00:16.000000Z',
      'com.apple.quicktime.creationdate': '2024-05-01T10:00:00+0900',
    };
    expect(videoFactsOf(probe({}, tags)).createdAt?.toISOString()).toBe('2024-05-01T01:00:00.000Z');
    const written = { creation_time: tags.creation_time };
    expect(videoFactsOf(probe({}, written)).createdAt?.toISOString()).toBe('2024-05-01T01:00:16.000Z');
    expect(videoFactsOf(probe({})).createdAt).toBeNull();
  });

  it('names the sound stream’s codec, or null for a silent video', () => {
    const sounding: ProbeJson = {
      streams: [
        { codec_type: 'video', width: 2, height: 2 },
        { codec_type: 'audio', codec_name: 'aac' },
      ],
    };
    expect(videoFactsOf(sounding).audioCodec).toBe('aac');
    expect(videoFactsOf({ streams: [{ codec_type: 'video', width: 2, height: 2 }] }).audioCodec).toBeNull();
  });

  it('refuses a file without a video stream', () => {
    expect(() => videoFactsOf({ streams: [{ codec_type: 'audio' }] })).toThrow('no video stream');
  });
});

describe('appleCreationDate', () => {
  it('reads the offset with or without its colon, and Z', () => {
    expect(appleCreationDate('2024-05-01T10:00:00+0900')?.toISOString()).toBe('2024-05-01T01:00:00.000Z');
    expect(appleCreationDate('2024-05-01T10:00:00-05:00')?.toISOString()).toBe('2024-05-01T15:00:00.000Z');
    expect(appleCreationDate('2024-05-01T01:00:00Z')?.toISOString()).toBe('2024-05-01T01:00:00.000Z');
  });

  it('answers null for a date without an offset or one that is not a date', () => {
    expect(appleCreationDate('2024-05-01T10:00:00')).toBeNull();
    expect(appleCreationDate('2024-13-45T10:00:00+0900')).toBeNull();
    expect(appleCreationDate(undefined)).toBeNull();
  });
});
