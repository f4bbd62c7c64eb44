// Part 3's facility: one child enrolled from three face crops, an operator to upload with, and N
// camera-like photos of the child (one face each, EXIF times minutes apart, so none is a
// duplicate or burst of another) written to a folder for the admin CLI's upload.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@hibi/db';
import { enrolChild } from '#tests/support/enrol-child.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { createStaff } from '#tests/support/staff.ts';
import { createFaceThreadPool } from '../../apps/server/src/pipeline/faces/face-thread-pool.ts';

const person = 'amy';

export async function setUpIngest(db: Database, photos: number) {
  const facility = await createFacility(db);
  const { child } = await createGuardian(db, {
    facilityId: facility.id,
    approvedAt: new Date(Date.now() - 86_400_000),
  });
  const faces = createFaceThreadPool(1);
  try {
    await enrolChild(
      db,
      faces,
      child.id,
      [1, 2, 3].map((n) => identityCrop(person, n)),
    );
  } finally {
    await faces.close();
  }
  const staff = await createStaff(db);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-load-photos-'));
  for (let i = 0; i < photos; i++) {
    // Five minutes apart: never one burst (select-day.ts merges look-alikes within a minute).
    const at = 9 * 60 + i * 5;
    const time = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
    const image = await sceneWithFace(identityCrop(person, 4 + (i % 2)), {
      size: 160 + (i % 5) * 20,
      left: 200 + (i % 7) * 90,
      top: 150 + (i % 3) * 120,
      takenAt: `2026:06:09 ${time}:00`,
    });
    await writeFile(path.join(dir, `photo-${String(i).padStart(3, '0')}.jpg`), image);
  }
  return { facility, child, staff, dir };
}
