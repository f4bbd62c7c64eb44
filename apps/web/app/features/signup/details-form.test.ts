import { describe, expect, it } from 'vitest';
import { detailsFormSchema, toSignupRequest } from './details-form';

const values = {
  lastName: '山田',
  firstName: '花子',
  childLastName: '山田',
  childFirstName: 'ひなた',
  childNickname: '',
  childBirthday: '2022-04-01',
  groupId: '6f1c2b9e-8a51-4d8e-9a51-3c1c1f7b2a10',
  receives: ['photo_delivery' as const],
};

describe('toSignupRequest', () => {
  it('turns the unticked mails into the opt-outs of the request', () => {
    const request = toSignupRequest(detailsFormSchema.parse(values));
    expect(request.optouts).toEqual(['photo_movie_release', 'news']);
    expect(request).not.toHaveProperty('receives');
  });

  it('sends an empty nickname as null', () => {
    expect(toSignupRequest(detailsFormSchema.parse(values)).childNickname).toBeNull();
  });
});

describe('detailsFormSchema', () => {
  it('needs a facility chosen through its code', () => {
    expect(detailsFormSchema.safeParse({ ...values, groupId: '' }).success).toBe(false);
  });
});
